import Config
import Foundation
import PushCore
import TermUI

/// Completion of topic names in the Target step's topic field: the topics of earlier sends
/// (the history log) and those the draft's test devices are in (`topics info`, the Instance
/// ID API), looked up once per set of devices and profile when the field gets focus. ↑/↓
/// choose, Tab or Enter take the name, Esc closes the list. The candidates are worked out
/// from the field's text when asked, so typing stores nothing.
enum TopicCompletion {
  /// The form id of the topic field.
  static let fieldID = "message.topic"

  /// What the list remembers between keys (never changed by typing itself).
  struct Choice: Sendable, Equatable {
    var selected = 0
    /// The field's text when Esc closed the list (it stays closed until the text changes).
    var dismissedAt: String?
  }

  /// After every action: asks for the known topics when the topic field has focus and they
  /// were not looked up for these devices and this profile yet.
  static func sync(_ state: inout ComposerState) -> [Effect] {
    guard state.editing?.focus == .field(fieldID) else { return [] }
    let tokens = state.draft.recipientTokens.filter {
      !$0.isEmpty && RegistrationToken.problem(in: $0) == nil
    }
    let key = ([state.activeProfile?.name ?? ""] + tokens).joined(separator: "\n")
    guard state.topicLookupKey != key else { return [] }
    state.topicLookupKey = key
    return [.lookUpTopics(TopicLookup(tokens: tokens, profile: state.activeProfile))]
  }

  /// The names to offer for the field's text now.
  static func candidates(_ state: ComposerState) -> [String] {
    guard let editing = state.editing, editing.focus == .field(fieldID),
      !state.knownTopics.isEmpty
    else { return [] }
    let text = editing.editor.text
    if state.topicChoice.dismissedAt == text { return [] }
    let typed = (text.hasPrefix("/topics/") ? String(text.dropFirst(8)) : text).lowercased()
    return state.knownTopics.filter { $0.lowercased().hasPrefix(typed) && $0 != text }
  }

  /// Keys while the list is open; nil when the key is not the list's.
  static func handleKey(_ state: inout ComposerState, _ key: KeyEvent) -> [Effect]? {
    let names = candidates(state)
    guard !names.isEmpty, var editing = state.editing else { return nil }
    let shown = min(names.count, 8)
    switch key {
    case .up, .down:
      let current = min(state.topicChoice.selected, shown - 1)
      state.topicChoice.selected = (current + (key == .up ? shown - 1 : 1)) % shown
      return []
    case .escape:
      state.topicChoice.dismissedAt = editing.editor.text
      return []
    case .tab, .enter:
      let name = names[min(state.topicChoice.selected, shown - 1)]
      editing.editor.setText(name)
      state.editing = editing
      state.topicChoice = Choice()
      Reducer.commitText(&state, name, coalesce: false)
      return []
    default:
      return nil
    }
  }

  /// Draws the list just under the text cursor (above it when there is no room below).
  static func render(
    _ state: ComposerState, below cursor: Position?, in area: Rect, buffer: inout Buffer,
    styles: any StyleResolver
  ) {
    guard state.popups.isEmpty, let cursor else { return }
    let names = candidates(state).prefix(8)
    guard !names.isEmpty else { return }
    let selected = min(state.topicChoice.selected, names.count - 1)
    let width = min(area.width - 2, max(18, (names.map { TextWidth.of($0) }.max() ?? 0) + 4))
    let height = names.count + 2
    guard width > 6, area.height > height + 2 else { return }
    let x = max(area.x + 1, min(cursor.x, area.right - width - 1))
    let y = cursor.y + 1 + height <= area.bottom - 1 ? cursor.y + 1 : max(area.y, cursor.y - height)
    let frame = Rect(x: x, y: y, width: width, height: height)
    buffer.clear(frame)
    Block().borderType(.rounded).title("topics").render(in: frame, buffer: &buffer, styles: styles)
    for (i, name) in names.enumerated() {
      let row = Rect(x: frame.x + 1, y: frame.y + 1 + i, width: frame.width - 2, height: 1)
      let role = i == selected ? "ui.menu.selected" : "ui.menu"
      buffer.clear(row, style: styles.style(for: role), role: role)
      buffer.setString(x: row.x + 1, y: row.y, name, role: role, styles: styles, clip: row)
    }
  }
}

/// What the topic field's completion looks up: the test devices and the profile to ask with.
public struct TopicLookup: Sendable, Equatable {
  public var tokens: [String]
  public var profile: Profile?

  public init(tokens: [String], profile: Profile?) {
    self.tokens = tokens
    self.profile = profile
  }

  /// The topics of earlier sends in the history log and of the test devices (`topics info`;
  /// a device the service does not know, or no usable credentials, adds nothing).
  public static func perform(
    _ lookup: TopicLookup, environment: [String: String],
    transport: any HTTPTransport = CurlTransport(maxConnections: 2)
  ) async -> Action {
    var names = Set<String>()
    if let log = try? SendHistoryLog.read(path: SendHistory.path(environment: environment)) {
      for entry in log.entries where entry.target.hasPrefix("topic ") {
        names.insert(String(entry.target.dropFirst(6)))
      }
    }
    if !lookup.tokens.isEmpty {
      let (source, _, context) = SendSetup.credentialSetup(lookup.profile, environment, transport)
      if let iid = try? EndpointURL.trusted(
        environment["FCM_IID_ENDPOINT"] ?? InstanceInfo.productionEndpoint,
        role: "the Instance ID endpoint", allowedHosts: context.allowedHosts),
        let resolved = try? await source.resolve(
          url: { URL(fileURLWithPath: $0) }, context: context)
      {
        let requester = TopicRequester(
          project: resolved.project.value, tokens: resolved.tokens, transport: transport,
          policy: RetryPolicy(maxAttempts: 2))
        for token in lookup.tokens.prefix(20) {
          if case .found(let info)? = try? await InstanceInfo.fetch(
            token: token, endpoint: iid, requester: requester)
          {
            names.formUnion(info.topics.map(\.name))
          }
        }
      }
    }
    return .topicsKnown(names.filter { PushTarget.normalizedTopic($0) == $0 }.sorted())
  }
}
