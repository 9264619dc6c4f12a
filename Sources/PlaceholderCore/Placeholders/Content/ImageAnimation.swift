/// A CSS animation applied to the placeholder's image.
public enum ImageAnimation: String, Hashable, Sendable, CaseIterable {
  /// No animation.
  case none
  /// The image slowly grows and shrinks.
  case pulse
  /// The image turns around its centre.
  case spin
  /// The image bobs up and down.
  case bounce
}
