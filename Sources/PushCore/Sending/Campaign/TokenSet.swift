/// A set of tokens stored as 64-bit hashes: duplicates in a million-token file are found in
/// about 16 MB instead of the ~200 MB the tokens themselves take.
///
/// Two different tokens share a hash with probability about n²/2⁶⁵ (3·10⁻⁸ for a million
/// tokens); the hash is seeded per process, so such a clash is not even repeatable.
public struct TokenSet: Sendable {
  private var hashes: Set<Int>

  /// An empty set with room for `capacity` tokens.
  public init(capacity: Int = 0) {
    hashes = Set(minimumCapacity: capacity)
  }

  /// Makes room for `capacity` tokens in total, so a large file does not rehash as it grows.
  public mutating func reserveCapacity(_ capacity: Int) { hashes.reserveCapacity(capacity) }

  /// Number of tokens.
  public var count: Int { hashes.count }

  /// Inserts a token; returns false when it was already present.
  @discardableResult
  public mutating func insert(_ token: String) -> Bool {
    hashes.insert(Self.hash(token)).inserted
  }

  /// Whether the token is present.
  public func contains(_ token: String) -> Bool { hashes.contains(Self.hash(token)) }

  /// Removes a token.
  public mutating func remove(_ token: String) { hashes.remove(Self.hash(token)) }

  private static func hash(_ token: String) -> Int {
    var hasher = Hasher()
    hasher.combine(token)
    return hasher.finalize()
  }
}
