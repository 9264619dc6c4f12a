/// A rectangle in a container's coordinates, in logical pixels.
package struct PlaceholderRect: Hashable, Sendable {
  /// Distance from the container's left edge.
  package var x: Int
  /// Distance from the container's top edge.
  package var y: Int
  /// Width.
  package var width: Int
  /// Height.
  package var height: Int

  /// Creates a rectangle.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Where a placeholder goes in its container: pure arithmetic, no GTK, so
/// every layout rule is tested without a display. The GTK layer measures
/// the widgets, asks here, and allocates what it is told.
package enum PlaceholderGeometry {
  /// Containers narrower than this show the compact variant.
  package static let compactWidth = 400
  /// Containers lower than this show the compact variant.
  package static let compactHeight = 360

  /// Whether a container of this size shows the compact variant. It depends
  /// on the container only, never on the placeholder's own size, so
  /// switching variants cannot make the decision flip back and forth.
  package static func isCompact(containerWidth: Int, containerHeight: Int) -> Bool {
    containerWidth < compactWidth || containerHeight < compactHeight
  }

  /// The rectangle for the placeholder's content.
  ///
  /// - `.center`: the natural size, capped by the container, centred, then
  ///   moved by the offset (`x` towards the trailing edge, so it mirrors in
  ///   right-to-left text) and kept inside the container. A content whose
  ///   natural size is zero in a dimension (an empty drawing area) gets the
  ///   container's size there instead of vanishing.
  /// - `.full`: the container minus the insets (leading and trailing swap
  ///   in right-to-left text).
  /// - `.custom`: what `custom` answers, kept inside the container; without
  ///   a closure it is `.center()`.
  ///
  /// The result is never smaller than `minimum` (the content then overflows
  /// and the container clips it; the stock layout scrolls instead) and
  /// never negative.
  package static func place(
    layout: PlaceholderLayout,
    containerWidth: Int, containerHeight: Int,
    naturalWidth: Int, heightForWidth: (Int) -> Int,
    minimumWidth: Int = 0, minimumHeight: Int = 0,
    rightToLeft: Bool = false,
    custom: ((Int, Int, Int, Int) -> (x: Int, y: Int, width: Int, height: Int))? = nil
  ) -> PlaceholderRect {
    let width = max(containerWidth, 0)
    let height = max(containerHeight, 0)
    var rect: PlaceholderRect
    switch layout {
    case .center(let offsetX, let offsetY):
      rect = centered(
        width: width, height: height, naturalWidth: naturalWidth, heightForWidth: heightForWidth,
        offsetX: rightToLeft ? -offsetX : offsetX, offsetY: offsetY)
    case .full(let insets):
      let left = pixels(rightToLeft ? insets.trailing : insets.leading)
      let right = pixels(rightToLeft ? insets.leading : insets.trailing)
      let top = pixels(insets.top)
      let bottom = pixels(insets.bottom)
      rect = PlaceholderRect(
        x: min(left, width), y: min(top, height),
        width: max(width - left - right, 0), height: max(height - top - bottom, 0))
    case .custom:
      guard let custom else {
        return place(
          layout: .center(), containerWidth: width, containerHeight: height, naturalWidth: naturalWidth,
          heightForWidth: heightForWidth, minimumWidth: minimumWidth, minimumHeight: minimumHeight,
          rightToLeft: rightToLeft)
      }
      let childWidth = min(max(naturalWidth, 0), width)
      let answer = custom(width, height, childWidth, max(heightForWidth(childWidth), 0))
      rect = PlaceholderRect(
        x: answer.x, y: answer.y, width: min(max(answer.width, 0), width), height: min(max(answer.height, 0), height))
      rect.x = clamp(rect.x, 0, width - rect.width)
      rect.y = clamp(rect.y, 0, height - rect.height)
    }
    rect.width = max(rect.width, minimumWidth, 0)
    rect.height = max(rect.height, minimumHeight, 0)
    return rect
  }

  /// The area a placeholder may cover in a container of `width` × `height`
  /// whose content starts `contentTop` pixels down (below a list's strips):
  /// everything below the larger of `topInset` (from the content's top) and
  /// the bottom edge of a visible header (`headerBottom`, nil when there is
  /// none), so the strips and a list header stay uncovered. Never taller
  /// than the container, never negative.
  package static func coveredArea(
    width: Int, height: Int, topInset: Int, headerBottom: Double?, contentTop: Int = 0
  ) -> PlaceholderRect {
    var top = max(contentTop, 0) + max(topInset, 0)
    if let headerBottom, headerBottom.isFinite {
      top = max(top, pixels(headerBottom.rounded(.up)))
    }
    let height = max(height, 0)
    top = min(top, height)
    return PlaceholderRect(x: 0, y: top, width: max(width, 0), height: height - top)
  }

  /// Where the content goes in a container of `width` × `height` with a
  /// band `bandHeight` tall across its top (a list's strips): below the
  /// band, in what is left. Never taller than the container, never negative.
  package static func contentArea(width: Int, height: Int, bandHeight: Int) -> PlaceholderRect {
    let height = max(height, 0)
    let top = min(max(bandHeight, 0), height)
    return PlaceholderRect(x: 0, y: top, width: max(width, 0), height: height - top)
  }

  private static func centered(
    width: Int, height: Int, naturalWidth: Int, heightForWidth: (Int) -> Int, offsetX: Double, offsetY: Double
  ) -> PlaceholderRect {
    let childWidth = naturalWidth > 0 ? min(naturalWidth, width) : width
    let naturalHeight = heightForWidth(childWidth)
    let childHeight = naturalHeight > 0 ? min(naturalHeight, height) : height
    let x = (width - childWidth) / 2 + pixels(offsetX)
    let y = (height - childHeight) / 2 + pixels(offsetY)
    return PlaceholderRect(
      x: clamp(x, 0, width - childWidth), y: clamp(y, 0, height - childHeight), width: childWidth, height: childHeight)
  }

  /// A length in pixels; not-a-number and infinities count as zero.
  package static func pixels(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000).rounded())
  }

  private static func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
    max(low, min(value, max(low, high)))
  }
}
