/// What shows that a placeholder is busy: a turning spinner while the
/// desktop allows animations, and a still "loading" icon when it does not
/// (GtkSpinner stops turning then, and a stopped spinner says nothing).
package enum PlaceholderBusySign: Hashable, Sendable {
  /// Not busy: the content's own image, if any.
  case none
  /// The spinner, turning.
  case spinner
  /// A still icon in the image's place.
  case stillIcon(String)

  /// The icon of a busy placeholder without motion (Adwaita's
  /// `content-loading-symbolic`, the dots GNOME shows for loading content).
  package static let stillIconName = "content-loading-symbolic"

  /// The sign for `content` with animations on or off. O(1).
  package static func forContent(_ content: PlaceholderContent, animationsEnabled: Bool) -> PlaceholderBusySign {
    guard content.showsSpinner else { return .none }
    return animationsEnabled ? .spinner : .stillIcon(stillIconName)
  }
}
