/// How a placeholder fades in and out.
public struct Fade: Hashable, Sendable {
  /// Whether it fades at all; when false it appears and disappears at once.
  public var isEnabled: Bool
  /// How long a fade takes, in milliseconds.
  public var durationMilliseconds: Int

  /// Creates a fade.
  public init(isEnabled: Bool = true, durationMilliseconds: Int = 250) {
    self.isEnabled = isEnabled
    self.durationMilliseconds = max(0, durationMilliseconds)
  }

  /// A 250 ms fade, as DZNEmptyDataSet and PageState use.
  public static let standard = Fade()
  /// No fade.
  public static let none = Fade(isEnabled: false, durationMilliseconds: 0)
}
