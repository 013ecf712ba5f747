/// An `.apns` file for the iOS Simulator: the payload Apple receives (`PlatformRenderer`'s
/// APNs view) plus `"Simulator Target Bundle"`, ready for `xcrun simctl push booted FILE` or a
/// drag and drop onto the Simulator. No credentials are involved.
enum APNSFileExporter {
  static let bundleKey = "Simulator Target Bundle"

  static func export(_ context: ExportContext) -> ExportResult {
    var notes = context.notes.filter { !$0.hasPrefix("Target:") }
    let bundle = context.options.bundleID ?? ExportOptions.bundlePlaceholder
    if context.options.bundleID == nil {
      notes.append(
        "Bundle: \"\(ExportOptions.bundlePlaceholder)\" is a placeholder; "
          + "export with --bundle ID (your app's bundle identifier).")
    }
    let payload = PlatformRenderer.view(.apns, of: context.message).payload.objectValue ?? [:]
    var file = JSONObject()
    file[bundleKey] = .string(bundle)
    for member in payload where member.key != bundleKey { file[member.key] = member.value }
    // `\uHHHH` for invisible characters in strings: the same JSON, safe to show in a terminal.
    let text = TerminalSafe.escaped(JSONWriter.string(.object(file)), layout: .multiLine)
    return ExportResult(text: text + "\n", notes: notes)
  }
}
