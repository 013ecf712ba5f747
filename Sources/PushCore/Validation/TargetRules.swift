/// Exactly one target; the condition grammar.
enum TargetRules {
  static func check(
    _ message: MessageReading, externalTarget: Bool, into out: inout [Diagnostic]
  ) {
    let present = MessageTarget.keys.filter { message[$0] != nil }
    if present.count > 1 {
      let list = present.joined(separator: " and ")
      out.append(
        Diagnostic(
          .targetCount, JSONPath.root.appending("message").appending(present[1]),
          "more than one target: \(list) are set; FCM needs exactly one of token, fid, topic "
            + "or condition"))
    } else if present.isEmpty, !externalTarget {
      out.append(
        Diagnostic(
          .noTarget, "message",
          "no target: set exactly one of token, fid, topic or condition, or add recipient "
            + "tokens to the draft"))
    }
    if let condition = message["condition"]?.stringValue, !condition.isEmpty {
      checkCondition(condition, into: &out)
    }
  }

  private static func checkCondition(_ condition: String, into out: inout [Diagnostic]) {
    switch ConditionParser.topics(in: condition) {
    case .success(let topics) where topics.count > 5:
      out.append(
        Diagnostic(
          .conditionTopics, "message.condition",
          "uses \(topics.count) topics; FCM allows at most 5 in a condition"))
    case .success:
      break
    case .failure(let problem):
      out.append(
        Diagnostic(
          .conditionSyntax, "message.condition",
          "at character \(problem.position): \(problem.message)"))
    }
  }
}
