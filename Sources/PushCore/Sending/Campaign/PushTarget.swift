/// Who one `messages:send` request goes to: exactly one of FCM's `token`, `topic`, `condition`.
public enum PushTarget: Sendable, Hashable, CustomStringConvertible {
  case token(String)
  case topic(String)
  case condition(String)

  /// The message key this target sets.
  public var key: String {
    switch self {
    case .token: "token"
    case .topic: "topic"
    case .condition: "condition"
    }
  }

  /// The target's value (token, topic name or condition).
  public var value: String {
    switch self {
    case .token(let v), .topic(let v), .condition(let v): v
    }
  }

  /// A form safe to show in logs and history: tokens by their last 6 characters.
  public var redacted: String {
    switch self {
    case .token(let t): "…" + String(t.suffix(6))
    case .topic(let t): "topic \(t)"
    case .condition(let c): "condition \(c)"
    }
  }

  public var description: String { redacted }

  /// A topic as FCM v1 wants it: a leading `/topics/` is dropped (as the Admin SDKs do). Nil
  /// when the name has characters FCM refuses (allowed: letters, digits, `-_.~%`).
  public static func normalizedTopic(_ name: String) -> String? {
    let bare = name.hasPrefix("/topics/") ? String(name.dropFirst(8)) : name
    let allowed = bare.unicodeScalars.allSatisfy { s in
      (s.value < 128)
        && (s.properties.isAlphabetic || ("0"..."9").contains(s)
          || "-_.~%".unicodeScalars.contains(s))
    }
    return bare.isEmpty || !allowed ? nil : bare
  }
}
