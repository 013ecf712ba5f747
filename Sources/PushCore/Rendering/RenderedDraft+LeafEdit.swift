extension RenderedDraft {
  /// `draft` rendered by changing `memo`'s last render in place, when `draft` is the draft it
  /// rendered with one string typed into (`LeafEdit`); nil otherwise, and the caller renders.
  ///
  /// The renderers copy strings where they show without reading them (their choices depend
  /// on which members are present and of what kind, never on a string's text), except where
  /// `RequestRenderer` rewrites one: so replacing the string at each place the source maps
  /// name, and counting each payload's bytes again by the difference, gives what rendering
  /// again gives. Each place must hold exactly the old string, else nothing is reused.
  static func editing(_ draft: Draft, options: RenderOptions, memo: inout DerivationMemo)
    -> RenderedDraft?
  {
    guard var last = memo.lastRender else { return nil }
    memo.lastRender = nil  // the render's storage now has one owner here, to change in place
    guard options.now == last.rendered.now || draft.expiry == nil,
      let edit = LeafEdit.between(
        last.draft.document, draft.document, found: &memo.foundEdit),
      edit.path.components.count > 1, edit.path.components.first == .key("message"),
      let origin = last.rendered.views.first?.origin,
      RequestRenderer.copiesVerbatim(origin.spelling.canonicalPath(edit.path))
    else { return nil }
    // A message that needed no conversion is its own canonical form, and still is after a
    // string changed (the keys did not).
    let isCanonical = origin.canonical.sharesStorage(with: last.rendered.message)
    let sites =
      memo.leafSites.flatMap { $0.path == edit.path ? $0 : nil }
      ?? LeafSites(edit.path, in: last.rendered.views)
    memo.leafSites = nil
    // The recycled APNs payload shares the one that changes here; and the shape remembered
    // would no longer describe the payload recycled after this render.
    memo.recycledApnsPayload = nil
    memo.apnsShape = nil
    guard last.rendered.replace(edit, at: sites) else { return nil }
    var rendered = last.rendered
    let spelled =
      isCanonical
      ? SpelledMessage(canonical: rendered.message, spelling: origin.spelling)
      : SpelledMessage(rendered.message, memo: &memo.renderedSpellings)
    for i in rendered.views.indices { rendered.views[i].origin = spelled }
    rendered.consoleCharacters = ConsoleCounter.characters(in: rendered.message, memo: &memo)
    memo.leafSites = sites
    memo.leafEdits += 1
    return rendered
  }

  /// Replaces the edited string in the request, the message and at each of `sites`; false
  /// when a place does not hold the old string (the render is then only partly changed).
  private mutating func replace(_ edit: LeafEdit, at sites: LeafSites) -> Bool {
    message = [:]  // shares the request's message, which changes next
    guard request.replaceString(at: edit.path, expected: edit.old, with: edit.new) else {
      return false
    }
    message = request.objectValue?["message"]?.objectValue ?? [:]
    guard sites.views.count == views.count else { return false }
    let delta =
      PayloadSize.compactBytes(.string(edit.new))
      - PayloadSize.compactBytes(.string(edit.old))
    for (i, places) in sites.views.enumerated() where !places.isEmpty {
      guard views[i].replace(edit, at: places, bytesDelta: delta) else { return false }
    }
    return true
  }
}

extension PlatformView {
  /// Replaces the edited string at `places` in the value and the payload, and counts the
  /// payload's bytes again (`delta` per place in it); false when a place holds another value.
  fileprivate mutating func replace(
    _ edit: LeafEdit, at places: [LeafSites.Site], bytesDelta delta: Int
  ) -> Bool {
    let root = PlatformRenderer.payloadRoot(platform)
    // A payload that is a subtree of the value (APNs) is taken out of it while it changes,
    // so that neither copy of it is copied, then put back.
    let nested = root != .root && value[path: root] == payload
    if nested { _ = value.modify(at: root) { $0 = .null } }
    for place in places {
      if let inPayload = place.payload {
        guard payload.replaceString(at: inPayload, expected: edit.old, with: edit.new) else {
          return false
        }
        payloadBytes += delta
        if nested { continue }
      }
      guard value.replaceString(at: place.output, expected: edit.old, with: edit.new) else {
        return false
      }
    }
    if nested {
      let payload = payload
      _ = value.modify(at: root) { $0 = payload }
    }
    return true
  }
}
