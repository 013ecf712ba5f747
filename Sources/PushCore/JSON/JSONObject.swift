import Foundation

/// An ordered JSON object: members keep their insertion (source) order.
///
/// Lookups are linear; FCM messages are small (a 4 KB payload has at most a few hundred keys),
/// and linear scans over a contiguous array beat hashing at these sizes.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
  /// One `"key": value` pair.
  public struct Member: Sendable, Hashable {
    /// The member name.
    public var key: String
    /// The member value.
    public var value: JSONValue

    /// A member.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members in order.
  public private(set) var members: [Member]

  /// An empty object.
  public init() { members = [] }

  /// An object from members already known to have distinct keys (the parser's job).
  init(uncheckedMembers: [Member]) { members = uncheckedMembers }

  /// An object from key/value pairs; a repeated key keeps its first position and last value
  /// (the FCM rule: the last occurrence wins).
  public init(_ pairs: [(String, JSONValue)]) {
    members = []
    for (key, value) in pairs { self[key] = value }
  }

  /// Position of the first member.
  public var startIndex: Int { members.startIndex }
  /// Position after the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`.
  public subscript(position: Int) -> Member { members[position] }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }

  /// Whether two keys are the same JSON key: equal code points (RFC 8259 §8.3). Swift's `==`
  /// would treat "é" (U+00E9) and "e\u{301}" as one key and silently merge two members.
  @inline(__always)
  public static func sameKey(_ a: String, _ b: String) -> Bool {
    let (ua, ub) = (a.utf8, b.utf8)
    guard ua.count == ub.count else { return false }
    // Native strings compare as two byte buffers (one memcmp); bridged ones byte by byte.
    return ua.withContiguousStorageIfAvailable { pa in
      ub.withContiguousStorageIfAvailable { pb in
        guard let x = pa.baseAddress, let y = pb.baseAddress else { return pa.isEmpty }
        return memcmp(x, y, pa.count) == 0
      }
    }.flatMap { $0 } ?? ua.elementsEqual(ub)
  }

  /// The position of `key`, if present.
  public func index(forKey key: String) -> Int? {
    members.firstIndex { Self.sameKey($0.key, key) }
  }

  /// Gets a member's value; setting replaces in place, appends a new key at the end,
  /// and `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { index(forKey: key).map { members[$0].value } }
    set {
      if let i = index(forKey: key) {
        if let newValue { members[i].value = newValue } else { members.remove(at: i) }
      } else if let newValue {
        members.append(Member(key: key, value: newValue))
      }
    }
  }

  /// Inserts or moves `key` to `position` with `value`.
  public mutating func insert(_ value: JSONValue, forKey key: String, at position: Int) {
    if let i = index(forKey: key) { members.remove(at: i) }
    members.insert(
      Member(key: key, value: value), at: Swift.min(Swift.max(position, 0), members.count))
  }

  /// Renames a member in place, keeping its position. Does nothing if `old` is absent;
  /// an existing member named `new` is removed first.
  public mutating func renameKey(_ old: String, to new: String) {
    guard old != new, let i = index(forKey: old) else { return }
    members[i].key = new
    if let j = members.indices.first(where: { $0 != i && Self.sameKey(members[$0].key, new) }) {
      members.remove(at: j)
    }
  }

  /// Moves the member at `from` to `to` (both clamped to valid positions).
  public mutating func move(from: Int, to: Int) {
    guard members.indices.contains(from) else { return }
    let m = members.remove(at: from)
    members.insert(m, at: Swift.min(Swift.max(to, 0), members.count))
  }

  /// Makes room for `minimumCapacity` members (an object built member by member then grows
  /// its storage once, not at every doubling).
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    members.reserveCapacity(minimumCapacity)
  }

  /// Replaces the value of the member at `position` in place (its key and place unchanged).
  mutating func setValue(_ value: JSONValue, atPosition position: Int) {
    members[position].value = value
  }

  /// Changes the value of the member at `position` where it is stored: the object's storage
  /// is copied only when another value shares it.
  mutating func modifyValue<R>(atPosition position: Int, _ body: (inout JSONValue) -> R) -> R {
    body(&members[position].value)
  }

  /// Removes a member, returning its value.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> JSONValue? {
    guard let i = index(forKey: key) else { return nil }
    return members.remove(at: i).value
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// An object literal; a repeated key keeps its first position and last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
