import CCurl

/// The `curl_slist`s of request headers, built once per distinct header set and shared by every
/// transfer that sends it (a campaign's requests all carry the same headers until the access
/// token changes), instead of one list built and freed per request. Loop thread only.
final class CurlHeaderLists {
  private struct Entry {
    let headers: [String]
    let list: UnsafeMutablePointer<curl_slist>?
    var users: Int
  }

  /// Lists by id; the newest first is what most lookups hit.
  private var entries: [Int: Entry] = [:]
  private var newest: Int?
  private var nextID = 0

  /// The list for `headers` (plus `Expect:`, so bodies go out without waiting for a
  /// `100 Continue`), counted as used until `release(_:)`; returns its id and the list.
  func acquire(_ headers: [String]) -> (id: Int, list: UnsafeMutablePointer<curl_slist>?) {
    if let id = newest, let entry = entries[id], entry.headers == headers {
      entries[id]?.users += 1
      return (id, entry.list)
    }
    if let found = entries.first(where: { $0.value.headers == headers }) {
      entries[found.key]?.users += 1
      newest = found.key
      return (found.key, found.value.list)
    }
    var list: UnsafeMutablePointer<curl_slist>?
    for header in headers + ["Expect:"] { list = ccurl_slist_append(list, header) }
    let id = nextID
    nextID += 1
    entries[id] = Entry(headers: headers, list: list, users: 1)
    let previous = newest
    newest = id
    if let previous { freeIfUnused(previous) }
    return (id, list)
  }

  /// Ends one transfer's use of list `id`; lists no transfer uses are freed unless newest.
  func release(_ id: Int) {
    entries[id]?.users -= 1
    freeIfUnused(id)
  }

  /// Frees every list (the loop is ending and no transfer runs).
  func removeAll() {
    for entry in entries.values { ccurl_slist_free_all(entry.list) }
    entries = [:]
    newest = nil
  }

  private func freeIfUnused(_ id: Int) {
    guard id != newest, let entry = entries[id], entry.users <= 0 else { return }
    ccurl_slist_free_all(entry.list)
    entries[id] = nil
  }

  deinit {
    for entry in entries.values { ccurl_slist_free_all(entry.list) }
  }
}
