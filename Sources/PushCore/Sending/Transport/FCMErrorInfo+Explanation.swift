extension FCMErrorInfo {
  /// What the error means in plain words, and what to do next.
  public var explanation: String {
    "\(headline) \(nextStep)"
  }

  /// FCM's field violations as `path: description`, e.g. `message.android.ttl: Invalid value`.
  public var fieldSummary: String {
    fieldViolations.map { v in
      let path = v.path?.description ?? v.field
      return v.description.isEmpty ? path : "\(path): \(v.description)"
    }.joined(separator: "; ")
  }

  /// True when the problem is the token itself rather than the message.
  public var isTokenProblem: Bool {
    switch code {
    case "UNREGISTERED", "SENDER_ID_MISMATCH": return true
    case "INVALID_ARGUMENT":
      if fieldViolations.contains(where: { $0.field == "message.token" }) { return true }
      return fieldViolations.isEmpty
        && message.localizedCaseInsensitiveContains("registration token")
    default: return false
    }
  }

  /// What happened, without the next step (front ends add their own).
  public var summary: String { headline }

  private var headline: String {
    switch code {
    case "UNREGISTERED":
      return "The token is no longer registered (app uninstalled, data cleared or token expired)."
    case "INVALID_ARGUMENT" where isTokenProblem:
      return "The registration token is malformed (\(message))."
    case "INVALID_ARGUMENT" where !fieldViolations.isEmpty:
      return "FCM rejected \(fieldSummary)."
    case "INVALID_ARGUMENT":
      return "FCM rejected the message as invalid (\(message)); a payload over 4096 bytes "
        + "gives this too."
    case "SENDER_ID_MISMATCH":
      return "The token belongs to a different Firebase project than the one sending."
    case "QUOTA_EXCEEDED", "RESOURCE_EXHAUSTED":
      return "Sending too fast: the project's rate (600,000 messages/minute) or one device's "
        + "rate was exceeded."
    case "UNAVAILABLE":
      return "FCM is temporarily overloaded or unavailable (HTTP \(httpStatus))."
    case "INTERNAL":
      return "FCM had an internal error (HTTP \(httpStatus))."
    case "THIRD_PARTY_AUTH_ERROR":
      return "APNs (iOS) or Web Push rejected the project's credentials."
    case "TOO_MANY_TOPICS":
      return "The device already has the most topics one app instance may have (2,000)."
    case "UNAUTHENTICATED":
      return "The access token was not accepted (HTTP 401)."
    case "PERMISSION_DENIED":
      return "Permission denied (HTTP 403: \(message))."
    case "NOT_FOUND":
      return "Not found (HTTP 404: \(message))."
    default:
      return "FCM answered HTTP \(httpStatus) \(code)\(message.isEmpty ? "" : ": \(message)")."
    }
  }

  private var nextStep: String {
    switch code {
    case "UNREGISTERED":
      return "Remove this token from your audience."
    case "INVALID_ARGUMENT" where isTokenProblem:
      return "Check how the token was copied, or remove it."
    case "INVALID_ARGUMENT":
      return "Fix the draft (`fcm-compose validate` helps) and retry."
    case "SENDER_ID_MISMATCH":
      return "Send with the project that issued the token (--project / the service account)."
    case "QUOTA_EXCEEDED", "RESOURCE_EXHAUSTED":
      return "fcm-compose waited and retried; lower --concurrency or finish later with --resume."
    case "UNAVAILABLE", "INTERNAL":
      return "Finish later with --resume."
    case "THIRD_PARTY_AUTH_ERROR":
      return "Upload a valid APNs auth key (or web push certificate) in Firebase console › "
        + "Project settings › Cloud Messaging."
    case "UNAUTHENTICATED":
      return "Use a fresh --access-token or check the service-account key."
    case "PERMISSION_DENIED":
      return "The account needs cloudmessaging.messages.create on the project."
    case "TOO_MANY_TOPICS":
      return "Unsubscribe it from topics it no longer needs, then retry."
    default:
      return "Check the request and retry."
    }
  }
}
