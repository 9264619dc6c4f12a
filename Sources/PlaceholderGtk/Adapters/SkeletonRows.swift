import PlaceholderCore

/// Rows drawn from the list's own cells while its first page loads, in the
/// loading placeholder's place (Paging 3's placeholders, SwiftUI's
/// `.redacted(reason: .placeholder)`): the user sees the shape of what
/// comes instead of a spinner over white.
///
/// `count` cells of the kind the data source gives `item` (or `kind`) are
/// set up and bound to `item`, a placeholder value of typical length
/// ("Sender Name", "A subject line of some length"); the list's stylesheet
/// draws their text and icons as grey blocks (`.placeholders-skeleton`),
/// which pulse gently while the desktop allows animations.
public struct SkeletonRows<Item> {
  /// The placeholder value every skeleton row's cell is bound to.
  public var item: Item
  /// How many rows show: enough to fill the list's usual height.
  public var count: Int
  /// The kind of cell; nil asks the data source (`cellKind(for:at:)`).
  public var kind: CellKindID?
  /// Which loads show them: the first load only (the default), or every
  /// new listing's first page (a restart, Retry).
  public var occasion: SkeletonRowsOccasion

  /// Skeleton rows: `count` cells bound to `item`, on `occasion`.
  public init(of item: Item, count: Int = 8, kind: CellKindID? = nil, occasion: SkeletonRowsOccasion = .firstLoad) {
    self.item = item
    self.count = count
    self.kind = kind
    self.occasion = occasion
  }
}
