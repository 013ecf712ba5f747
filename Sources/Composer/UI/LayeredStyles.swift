import TermUI

/// Resolves every role laid over a base role, so colours a role leaves unset show the base
/// beneath (`ui.background` for the screen, `ui.popup` inside popups), as `ResolvedTheme` asks.
struct LayeredStyles: StyleResolver {
  /// The resolver roles come from.
  let styles: any StyleResolver
  /// The style every role is laid over.
  let base: Style

  /// Roles of `styles` laid over the style of `baseRole`.
  init(_ styles: any StyleResolver, over baseRole: String) {
    self.styles = styles
    self.base = styles.style(for: baseRole)
  }

  func style(for role: String) -> Style { base.patched(with: styles.style(for: role)) }

  func pen(_ role: String) -> Pen { styles.pen(role).over(base) }
}
