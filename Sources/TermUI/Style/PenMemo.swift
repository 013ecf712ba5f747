import Synchronization

/// Pens by role name, each made once (`ResolvedTheme.pen`): a role's fallback walk and
/// interning happen the first time it is drawn, and every later frame is one dictionary read.
final class PenMemo: Sendable {
  private let pens = Mutex<[String: Pen]>([:])

  /// The pen remembered for `role`, or `make(role)` (then remembered).
  func pen(_ role: String, make: (String) -> Pen) -> Pen {
    if let pen = pens.withLock({ $0[role] }) { return pen }
    let pen = make(role)
    pens.withLock { $0[role] = pen }
    return pen
  }
}
