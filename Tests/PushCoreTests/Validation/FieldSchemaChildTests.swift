import Testing

@testable import PushCore

/// The schema's child lookup by parent index (what validation uses while typing) finds, for
/// every field below the message and its objects and under both spellings of its name, the
/// field the lookup by path finds; and nothing for a key the parent does not have.
@Suite struct FieldSchemaChildTests {
  let schema = FieldSchema.shared

  /// The index `childIndex` takes for the field at `path` as a parent.
  func parentIndex(_ path: String) -> Int? {
    path == "message" ? FieldSchema.ChildKey.message : schema.byPath[path]
  }

  @Test func everyFieldIsFoundUnderBothSpellings() {
    var checked = 0
    for field in schema.fields {
      guard let parent = parentIndex(field.parentPath) else { continue }
      for key in Set([field.key, field.camelKey]) {
        let byPath = schema.child(key, of: field.parentPath)
        let byIndex = schema.childIndex(key, of: parent).map { schema.fields[$0] }
        #expect(byIndex?.path == byPath?.path, "\(field.parentPath) › \(key)")
        checked += 1
      }
    }
    #expect(checked > 200)
    let android = schema.byPath["message.android.notification"]
    let clickAction = android.flatMap { schema.childIndex("clickAction", of: $0) }
    let path = clickAction.map { schema.fields[$0].path }
    #expect(path == "message.android.notification.click_action")
  }

  @Test func unknownKeysAndPlainChildrenOfOtherParentsAreNotFound() {
    #expect(schema.childIndex("no_such_field", of: FieldSchema.ChildKey.message) == nil)
    // `title` is a child of `message.notification`, not of the message.
    #expect(schema.childIndex("title", of: FieldSchema.ChildKey.message) == nil)
    let notification = schema.byPath["message.notification"]
    #expect(notification.flatMap { schema.childIndex("title", of: $0) } != nil)
  }
}
