/// The visible part of a scrolling list along its scroll axis, in pixels:
/// the GtkAdjustment's value, page size and upper bound.
package struct LoadMoreViewport: Hashable, Sendable {
  /// The scroll position: how far the top of the viewport is from the top
  /// of the rows.
  package var offset: Double
  /// The viewport's length.
  package var pageSize: Double
  /// The length of all the rows.
  package var contentLength: Double

  /// Creates a viewport.
  package init(offset: Double, pageSize: Double, contentLength: Double) {
    self.offset = offset
    self.pageSize = pageSize
    self.contentLength = contentLength
  }

  /// Whether every value is finite and the sizes are not negative.
  package var isValid: Bool {
    offset.isFinite && pageSize.isFinite && contentLength.isFinite && pageSize >= 0 && contentLength >= 0
  }
}
