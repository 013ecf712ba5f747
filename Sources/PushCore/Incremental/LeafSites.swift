/// Where one string of the draft shows in each platform's view, found once from the views'
/// source maps (`PlatformView.sources`) and used while the user types into that string.
struct LeafSites: Sendable {
  /// One place in a view that shows the string.
  struct Site: Sendable {
    /// Its path in the view's value.
    var output: JSONPath
    /// Its path in the view's payload, when the payload holds it (it then counts against the
    /// payload limit).
    var payload: JSONPath?
  }

  /// The draft path of the string (from the document's root).
  let path: JSONPath
  /// The places, per view (in the views' order).
  let views: [[Site]]

  /// The places that show the string at `path` in `views`.
  init(_ path: JSONPath, in views: [PlatformView]) {
    self.path = path
    self.views = views.map { view in
      let root = PlatformRenderer.payloadRoot(view.platform)
      return view.sources.outputs(showing: path).map { output in
        guard output.hasPrefix(root) else { return Site(output: output, payload: nil) }
        let relative = JSONPath(Array(output.components.dropFirst(root.components.count)))
        return Site(output: output, payload: view.payload[path: relative] == nil ? nil : relative)
      }
    }
  }
}
