import Composer
import PushCore
import TermUI
import Testing

/// The preview's highlighting is derived from the renderer: for every schema field, spelled in
/// snake_case and (where it has one) in lowerCamelCase, set a value, render, focus the field,
/// and check that each tab highlights exactly the lines whose source the renderer records as
/// that field (`PlatformView.sources`; the request tab is the request itself).
@Suite struct PreviewSourcePropertyTests {
  static let tabs: [PreviewTab] = [.request, .android, .apns, .webpush]

  /// Every leaf field the form edits directly, with each spelling of its path.
  static var cases: [(Field, Bool)] {
    FieldSchema.shared.fields.filter {
      $0.isLeaf && !$0.path.contains("[]") && !$0.rules.contains(where: isOutputOnly)
    }.flatMap { field in
      camelPath(of: field) == field.jsonPath ? [(field, false)] : [(field, false), (field, true)]
    }
  }

  @Test func everyFieldHighlightsExactlyTheLinesTheRendererAttributesToIt() throws {
    var checked = 0
    var camel = 0
    for (field, useCamel) in Self.cases {
      let path = useCamel ? Self.camelPath(of: field) : field.jsonPath
      var draft = Draft(message: ["token": "t"])
      draft.setValue(Self.sampleValue(for: field.kind), at: path)
      var state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
      let tab = FormTab.tab(for: field)
      state.tab = tab
      state.focus[tab] = .field(field.path)
      guard state.currentFocus == .field(field.path) else { continue }
      var shownOnOwnPlatform = field.platform == .common
      for preview in Self.tabs {
        state.previewTab = preview
        let model = PreviewModel(state, viewport: 10_000)
        let sources = Self.sources(of: preview, in: state.derived)
        let expected = JSONWriter.lines(model.value).map {
          sources.source(of: $0.path)?.hasPrefix(path) ?? false
        }
        #expect(
          model.highlighted == expected,
          "\(path) on \(preview): highlighted \(Self.indices(model.highlighted)), renderer \(Self.indices(expected))"
        )
        if preview == .request {
          #expect(expected.contains(true), "\(path) is not highlighted in the request")
        }
        if preview.platform == field.platform, expected.contains(true) {
          shownOnOwnPlatform = true
        }
      }
      #expect(shownOnOwnPlatform, "\(path) is not shown in the \(field.platform.title) tab")
      checked += 1
      if useCamel { camel += 1 }
    }
    // Nearly every leaf field is focusable; most proto fields have a camelCase twin.
    #expect(checked > 150)
    #expect(camel > 40)
  }

  @Test func camelCaseDraftHighlightsItsOwnKeys() throws {
    var draft = Draft(message: ["token": "t"])
    draft.setValue("OPEN", at: "message.android.notification.clickAction")
    var state = ScreenFixtures.sample(Size(width: 120, height: 40), draft: draft)
    state.tab = .android
    state.focus[.android] = .field("message.android.notification.click_action")
    state.previewTab = .request
    let request = PreviewModel(state, viewport: 100)
    let lines = request.lines
    let marked = lines.indices.filter { request.highlighted[$0] }.map {
      lines[$0].text.trimmingCharacters(in: .whitespaces)
    }
    #expect(marked == [#""clickAction": "OPEN""#])
    state.previewTab = .android
    let android = PreviewModel(state, viewport: 100)
    let shown = android.lines.indices.filter { android.highlighted[$0] }.map {
      android.lines[$0].text.trimmingCharacters(in: .whitespaces)
    }
    #expect(shown == [#""click_action": "OPEN""#])
  }

  static func sources(of tab: PreviewTab, in derived: Derived) -> SourceMap {
    if let platform = tab.platform { return derived.views[platform]?.sources ?? SourceMap() }
    return .identity
  }

  /// The field's path with every key that has a lowerCamelCase twin written that way.
  static func camelPath(of field: Field) -> JSONPath {
    var parent = ""
    var components: [JSONPath.Component] = []
    for key in field.path.split(separator: ".").map(String.init) {
      let camel = FieldSchema.protoJSONName(key)
      let twin = !parent.isEmpty && FieldSchema.shared.isCamelSpelling(camel, of: parent)
      components.append(.key(twin ? camel : key))
      parent = parent.isEmpty ? key : parent + "." + key
    }
    return JSONPath(components)
  }

  static func sampleValue(for kind: FieldKind) -> JSONValue {
    switch kind {
    case .text, .multilineText: "x"
    case .url: "https://e.com/a.png"
    case .hexColor: "#112233"
    case .colorObject: ["red": 1, "green": 0, "blue": 0]
    case .duration: "1s"
    case .durationList: ["1s"]
    case .timestamp: "2026-01-01T00:00:00Z"
    case .epochSecondsString: "0"
    case .integer, .number, .flag: 1
    case .boolean: true
    case .enumeration(let values): .string(values.first ?? "")
    case .integerString: "10"
    case .stringMap: ["k": "v"]
    case .stringList: ["a"]
    case .numberList: [1]
    case .json, .object: ["a": 1]
    case .objectList: [["a": 1]]
    }
  }

  private static func isOutputOnly(_ rule: FieldRule) -> Bool {
    if case .notAllowed = rule { return true }
    return false
  }

  private static func indices(_ flags: [Bool]) -> [Int] { flags.indices.filter { flags[$0] } }
}
