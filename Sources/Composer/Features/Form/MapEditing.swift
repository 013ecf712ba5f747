import PushCore

/// Row operations on string-map fields (custom data, headers): add, rename, edit, delete,
/// reorder. Renaming onto an existing key is refused (no data is ever dropped).
public enum MapEditing {
  /// Renames the key of `row`; an error when another row already uses `key`.
  public static func renameKey(row: Int, to key: String, field: FormField, in draft: inout Draft)
    -> String?
  {
    guard let path = field.path, var object = draft.value(at: path)?.objectValue,
      let current = MapRows.rows(of: field, in: draft)[safe: row]
    else { return nil }
    if key != current.key, object[key] != nil { return duplicate(key) }
    object.renameKey(current.key, to: key)
    draft.setValue(.object(object), at: path)
    return nil
  }

  /// Sets the value of `row`.
  public static func setValue(row: Int, to value: String, field: FormField, in draft: inout Draft) {
    guard let path = field.path, let current = MapRows.rows(of: field, in: draft)[safe: row] else {
      return
    }
    var object = draft.value(at: path)?.objectValue ?? [:]
    object[current.key] = .string(value)
    draft.setValue(.object(object), at: path)
  }

  /// Adds a row with `key` and an empty value at the end.
  public static func addRow(key: String, field: FormField, in draft: inout Draft) -> String? {
    guard let path = field.path, !key.isEmpty else { return nil }
    var object = draft.value(at: path)?.objectValue ?? [:]
    if object[key] != nil { return duplicate(key) }
    object[key] = .string("")
    draft.setValue(.object(object), at: path)
    return nil
  }

  /// Deletes `row`.
  public static func deleteRow(_ row: Int, field: FormField, in draft: inout Draft) {
    guard let path = field.path, let current = MapRows.rows(of: field, in: draft)[safe: row] else {
      return
    }
    var object = draft.value(at: path)?.objectValue ?? [:]
    object.removeValue(forKey: current.key)
    draft.setValue(object.isEmpty ? nil : .object(object), at: path)
  }

  /// Moves `row` up (-1) or down (+1); returns the row's new index.
  @discardableResult
  public static func moveRow(_ row: Int, by delta: Int, field: FormField, in draft: inout Draft)
    -> Int
  {
    let rows = MapRows.rows(of: field, in: draft)
    guard let path = field.path, let current = rows[safe: row], let other = rows[safe: row + delta],
      var object = draft.value(at: path)?.objectValue
    else { return row }
    object.move(from: current.index, to: other.index)
    draft.setValue(.object(object), at: path)
    return row + delta
  }

  private static func duplicate(_ key: String) -> String {
    "\"\(key)\" is already a key here; choose another name"
  }
}
