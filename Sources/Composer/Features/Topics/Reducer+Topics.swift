import PushCore

extension Reducer {
  /// Palette: subscribe the draft's test devices to the draft's topic.
  static func subscribeTestDevices(_ state: inout ComposerState) -> [Effect] {
    if let error = state.configError {
      state.status = StatusMessage("Fix config.toml first: \(error)", .error)
      return []
    }
    if state.activeProfile?.readOnly == true {
      state.status = StatusMessage(
        "Profile \(state.activeProfile?.name ?? "") is read_only: topics cannot change", .error)
      return []
    }
    let tokens = state.draft.recipientTokens.filter { !$0.isEmpty }
    guard !tokens.isEmpty else {
      state.status = StatusMessage(
        "No test devices: set Send to › Devices and add registration tokens, one per line",
        .error)
      return []
    }
    let name = state.derived.message["topic"]?.stringValue ?? ""
    guard !name.isEmpty else {
      state.status = StatusMessage("No topic: set Send to › Topic and name it first", .error)
      return []
    }
    guard let topic = PushTarget.normalizedTopic(name) else {
      state.status = StatusMessage(
        "Topic \"\(name)\" is not valid: use letters, digits and -_.~%", .error)
      return []
    }
    for token in tokens where RegistrationToken.problem(in: token) != nil {
      state.status = StatusMessage(
        "A test device is not a registration token: …\(token.suffix(6))", .error)
      return []
    }
    state.status = StatusMessage(
      "Subscribing \(tokens.count) test device\(tokens.count == 1 ? "" : "s") to topic \(topic)…",
      .info)
    return [
      .subscribeTopic(TopicSubscription(tokens: tokens, topic: topic, profile: state.activeProfile))
    ]
  }
}
