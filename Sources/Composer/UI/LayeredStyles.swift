import TermUI

/// Resolves every role laid over a base role, so colours a role leaves unset show the base
/// beneath (`ui.background` for the screen, `ui.popup` inside popups), as `ResolvedTheme` asks.
struct LayeredStyles: StyleResolver {
  /// The resolver roles come from.
  let styles: any StyleResolver
  /// The style every role is laid over.
  let base: Style
  /// The pens made so far (the render cache's, or this frame's own).
  private let pens: LayeredPens

  /// Roles of `styles` laid over the style of `baseRole`; `pens` remembers the pens made (pass
  /// the render cache's to keep them across frames).
  init(_ styles: any StyleResolver, over baseRole: String, pens: LayeredPens = LayeredPens()) {
    self.styles = styles
    self.base = styles.style(for: baseRole)
    self.pens = pens
  }

  func style(for role: String) -> Style { base.patched(with: styles.style(for: role)) }

  func pen(_ role: String) -> Pen {
    pens.pen(role, over: base) { styles.pen($0).over(base) }
  }
}
