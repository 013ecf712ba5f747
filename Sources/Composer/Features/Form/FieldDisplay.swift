import PushCore
import TermUI

/// How a form field's current value reads in the form when it is not being edited.
///
/// Reads the draft through the field's binding (the schema path, or the console composite),
/// so nothing here names an FCM field.
enum FieldDisplay {
  /// The text an editor would start with: the value as the user types it.
  static func text(of field: FormField, in draft: Draft) -> String {
    switch field.binding {
    case .schema(let f):
      return FieldCodec.text(of: draft.value(at: PathCache.path(of: f, in: draft)), kind: f.kind)
    case .draftName: return draft.name ?? ""
    case .draftNotes: return draft.notes ?? ""
    case .recipients: return draft.recipientTokens.joined(separator: "\n")
    case .audienceFile: return draft.audienceFile ?? ""
    case .expiry:
      guard let value = draft.value(at: "console.expires") else { return "" }
      if let expiry = Expiry(json: value) {
        let unit =
          expiry.value == 1 ? String(expiry.unit.rawValue.dropLast()) : expiry.unit.rawValue
        return "\(expiry.value) \(unit)"
      }
      return value.stringValue ?? JSONWriter.string(value, style: .compact)
    case .extraMembers(let f):
      let extra = extraMembers(of: f, in: draft)
      return extra.isEmpty ? "" : JSONWriter.string(.object(extra))
    case .targetKind: return TargetKind.current(in: draft).label
    case .consoleSound: return isSoundOn(field, in: draft) ? "on" : "off"
    }
  }

  /// The JSON value behind a JSON editor (nil when empty), for highlighted display.
  static func jsonValue(of field: FormField, in draft: Draft) -> JSONValue? {
    switch field.binding {
    case .schema(let f): return draft.value(at: PathCache.path(of: f, in: draft))
    case .extraMembers(let f):
      let extra = extraMembers(of: f, in: draft)
      return extra.isEmpty ? nil : .object(extra)
    default: return nil
    }
  }

  /// The raw value of a schema-bound field (for toggles and flags).
  static func value(of field: FormField, in draft: Draft) -> JSONValue? {
    field.schemaField.flatMap { draft.value(at: PathCache.path(of: $0, in: draft)) }
  }

  /// Whether the console's Sound switch is on: every sound field it stands for says "default".
  static func isSoundOn(_ field: FormField, in draft: Draft) -> Bool {
    guard case .consoleSound(let fields) = field.binding, !fields.isEmpty else { return false }
    return fields.allSatisfy {
      draft.value(at: PathCache.path(of: $0, in: draft))?.stringValue == "default"
    }
  }

  /// Members of a free-form object beside the ones the schema lists.
  static func extraMembers(of field: Field, in draft: Draft) -> JSONObject {
    let own = Set(FieldSchema.shared.children(of: field.path).map(\.key))
    let object = draft.value(at: PathCache.path(of: field, in: draft))?.objectValue ?? [:]
    return JSONObject(object.filter { !own.contains($0.key) }.map { ($0.key, $0.value) })
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
