import Foundation
import PushCore

/// libFuzzer target: the validator and the renderers (request body, platform previews and every
/// export format) on any draft the JSON reader accepts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraft(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let loaded = try? DraftFile.decode(bytes, path: "fuzz.json") else { return 0 }
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let diagnostics = Validator.validate(
    loaded.draft, options: ValidationOptions(now: now), duplicateKeys: loaded.duplicateKeys)
  for diagnostic in diagnostics where diagnostic.message.isEmpty {
    fatalError("a diagnostic with no message at \(diagnostic.path)")
  }
  let request = RequestRenderer.request(loaded.draft, options: RenderOptions(now: now))
  let compact = JSONWriter.string(request, style: .compact)
  if (try? JSONParser.parse(compact)) == nil { fatalError("rendered request does not parse") }
  _ = PlatformRenderer.views(
    of: RequestRenderer.message(loaded.draft, options: RenderOptions(now: now)))
  for format in ExportFormat.allCases {
    let text = Exporter.export(loaded.draft, as: format, options: ExportOptions(now: now))
    if text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
      fatalError("\(format) export holds a raw line separator")
    }
  }
  return 0
}
