import PushCore
import TermUI

/// How a form field's current value reads in the form when it is not being edited.
///
/// Reads the draft through the field's binding (the schema path, or the console composite),
/// so nothing here names an FCM field.
enum FieldDisplay {
  /// The text the form shows: what the editor starts with, except the expiry, spelled out.
  static func text(of field: FormField, in draft: Draft) -> String {
    if case .schedule(.mode) = field.binding { return ScheduleMember.summary(of: draft) }
    guard case .expiry = field.binding else { return FormBinding.text(of: field, in: draft) }
    // Shown spelled out ("1 hour"); the editor takes the short form FormBinding gives ("1h").
    guard let value = draft.value(at: "console.expires") else { return "" }
    if let expiry = Expiry(json: value) {
      let unit = expiry.value == 1 ? String(expiry.unit.rawValue.dropLast()) : expiry.unit.rawValue
      return "\(expiry.value) \(unit)"
    }
    return value.stringValue ?? JSONWriter.string(value, style: .compact)
  }

  /// The JSON value behind a JSON editor (nil when empty), for highlighted display.
  static func jsonValue(of field: FormField, in draft: Draft) -> JSONValue? {
    switch field.binding {
    case .schema(let f): return draft.value(at: PathCache.path(of: f, in: draft))
    case .extraMembers(let f):
      let extra = FormBinding.extraMembers(of: f, in: draft)
      return extra.isEmpty ? nil : .object(extra)
    default: return nil
    }
  }

  /// The raw value of a schema-bound field (for toggles and flags).
  static func value(of field: FormField, in draft: Draft) -> JSONValue? {
    field.schemaField.flatMap { draft.value(at: PathCache.path(of: $0, in: draft)) }
  }

  /// Whether the field holds a colour (shown with a swatch).
  static func isColor(_ field: FormField) -> Bool {
    switch field.schemaField?.kind {
    case .hexColor?, .colorObject?: true
    default: false
    }
  }

  /// The colour of `#rgb`, `#rrggbb` or `#rrggbbaa` text, if it is one.
  static func color(fromHex text: String) -> Color? {
    guard text.hasPrefix("#") else { return nil }
    var digits = String(text.dropFirst())
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return nil
    }
    let rgb = digits.count == 8 ? value >> 8 : value
    return .rgb(UInt8((rgb >> 16) & 0xFF), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
  }
}
