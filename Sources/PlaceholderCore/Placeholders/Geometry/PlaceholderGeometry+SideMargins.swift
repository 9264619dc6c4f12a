/// Side margins and custom-content sizing: which pixels, for which width.
extension PlaceholderGeometry {
  /// DZNEmptyDataSet's divisor: its side padding is `round(width / 16)`.
  package static let proportionalMarginDivisor = 16.0
  /// The largest proportional margin, reached at 1920 pixels. Beyond it the
  /// labels' own line-length cap already keeps text narrow; a larger margin
  /// would only widen the column's natural size that a custom placement
  /// sees.
  package static let maximumProportionalMargin = 120

  /// The margin, in pixels, on each side of the title, detail and button
  /// when the placeholder covers `width` pixels; nil for `.stylesheet`
  /// (the stylesheet's padding applies, no margin of ours).
  ///
  /// `.proportional` is `round(width / 16)` (rounding halves up, as
  /// `roundf` does), capped at `maximumProportionalMargin`. Every margin is
  /// at most a quarter of the width, so half of a tiny placeholder is
  /// always left for text, and never negative; not-a-number and infinities
  /// count as zero (`pixels`).
  package static func sideMargin(_ margins: PlaceholderSideMargins, width: Int) -> Int? {
    let width = max(width, 0)
    let margin: Int
    switch margins {
    case .stylesheet:
      return nil
    case .proportional:
      margin = min(pixels(Double(width) / proportionalMarginDivisor), maximumProportionalMargin)
    case .fixed(let value):
      margin = pixels(value)
    }
    return max(0, min(margin, width / 4))
  }

  /// The layout a placeholder's content is placed by: a custom widget that
  /// fills (`.fill`) turns a `.center` layout into `.full()` with no
  /// insets, so it gets the whole covered area; a `.full` layout already
  /// fills (its insets stay); `.custom` is the app's own answer. The stock
  /// layout and `.natural` keep the content's layout.
  package static func effectiveLayout(
    _ layout: PlaceholderLayout, sizing: CustomContentSizing, showsCustomWidget: Bool
  ) -> PlaceholderLayout {
    guard showsCustomWidget, sizing == .fill, case .center = layout else { return layout }
    return .full(insets: .zero)
  }
}
