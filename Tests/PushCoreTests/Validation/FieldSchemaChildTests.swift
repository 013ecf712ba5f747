import Testing

@testable import PushCore

/// The schema's child lookup (by parent and key, what every walk of a document uses) finds, for
/// every field and under both spellings of its name, the field its joined path names in the
/// path tables; and nothing for a key its parent does not have.
@Suite struct FieldSchemaChildTests {
  let schema = FieldSchema.shared

  /// What the path tables say `key` inside `parentPath` is.
  func byJoinedPath(_ key: String, of parentPath: String) -> String? {
    let path = parentPath + "." + key
    return (schema.byPath[path] ?? schema.aliasByPath[path]).map { schema.fields[$0].path }
  }

  @Test func everyFieldIsFoundUnderBothSpellings() {
    var found = 0
    for field in schema.fields {
      for key in Set([field.key, field.camelKey]) {
        let expected = byJoinedPath(key, of: field.parentPath)
        #expect(schema.child(key, of: field.parentPath)?.path == expected, "\(field.path) › \(key)")
        if expected != nil { found += 1 }
      }
    }
    #expect(found > schema.fields.count)
    let clickAction = schema.child("clickAction", of: "message.android.notification")
    #expect(clickAction?.path == "message.android.notification.click_action")
    let actionTitle = schema.child("title", of: "message.webpush.notification.actions[]")
    #expect(actionTitle?.path == "message.webpush.notification.actions[].title")
  }

  @Test func unknownKeysAndOtherParentsChildrenAreNotFound() {
    #expect(schema.child("no_such_field", of: "message") == nil)
    // `title` is a child of `message.notification`, not of the message or of an unknown parent.
    #expect(schema.child("title", of: "message") == nil)
    #expect(schema.child("title", of: "message.nowhere") == nil)
    #expect(schema.child("title", of: "message.notification") != nil)
  }
}
