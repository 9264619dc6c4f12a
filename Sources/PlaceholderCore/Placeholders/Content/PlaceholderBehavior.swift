/// How a placeholder takes input, and whether it insists on showing.
public struct PlaceholderBehavior: Hashable, Sendable {
  /// Whether the placeholder receives clicks and taps. When false they pass
  /// through to the content beneath. Default true (a placeholder's button
  /// must work), where PageState's items default to false.
  public var isTouchAllowed: Bool
  /// Whether a tap anywhere on the placeholder (not only on its button)
  /// triggers its action, as AppPlaceholder's tap-to-reload does.
  public var tapAnywhereTriggersAction: Bool
  /// Whether the list beneath can scroll while the placeholder shows.
  public var isScrollAllowed: Bool
  /// Whether the placeholder shows even when the list has content
  /// (DZNEmptyDataSet's `emptyDataSetShouldBeForcedToDisplay`).
  public var isForcedDisplay: Bool

  /// Creates a behavior; every argument has the default described above.
  public init(
    isTouchAllowed: Bool = true, tapAnywhereTriggersAction: Bool = false, isScrollAllowed: Bool = false,
    isForcedDisplay: Bool = false
  ) {
    self.isTouchAllowed = isTouchAllowed
    self.tapAnywhereTriggersAction = tapAnywhereTriggersAction
    self.isScrollAllowed = isScrollAllowed
    self.isForcedDisplay = isForcedDisplay
  }
}
