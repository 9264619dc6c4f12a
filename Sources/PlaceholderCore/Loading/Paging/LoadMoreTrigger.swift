/// Decides when scrolling towards the end of the rows requests the next page,
/// and makes sure each approach to the end requests it once.
///
/// The GTK layer calls `update(_:state:)` after every scroll, resize and
/// page-state transition; when it returns true, it feeds `.loadMore` to the
/// machine. A request is made when the machine can load more
/// (`content(.canLoadMore)`), the end of the rows is within `distance` of the
/// bottom of the viewport (or the rows are shorter than the viewport), and
/// the trigger is armed. Making a request disarms it; it re-arms when the
/// machine leaves `loadingMore`, when the rows grow or change
/// (`rowsDidChange()`), or when the viewport moves out of reach of the end.
package struct LoadMoreTrigger: Hashable, Sendable {
  /// How close to the end a request is made.
  package typealias Distance = LoadMoreDistance

  /// The default: one viewport from the end.
  package static let defaultDistance = Distance.pages(1)

  /// How close to the end a request is made.
  package private(set) var distance: Distance
  /// Whether reaching the end would request a page now.
  package private(set) var isArmed = true
  private var lastContentLength: Double = 0
  private var sawLoadingMore = false

  /// Creates a trigger with the default distance of one page.
  package init() { distance = Self.defaultDistance }

  /// Creates a trigger that requests `distance` from the end.
  /// - Throws: `LoadMoreTriggerError.invalidDistance` unless the distance is
  ///   finite and not negative.
  package init(distance: Distance) throws(LoadMoreTriggerError) {
    try Self.validate(distance)
    self.distance = distance
  }

  /// Changes the distance from the end.
  /// - Throws: `LoadMoreTriggerError.invalidDistance` (nothing changes) unless
  ///   the distance is finite and not negative.
  package mutating func setDistance(_ distance: Distance) throws(LoadMoreTriggerError) {
    try Self.validate(distance)
    self.distance = distance
  }

  /// Takes the viewport and the machine's state; returns true exactly when
  /// the next page must be requested now. A viewport with no size yet (not
  /// laid out) requests nothing. O(1).
  /// - Throws: `LoadMoreTriggerError.invalidViewport` (nothing changes) for
  ///   NaN or infinite values, or a negative size or length.
  package mutating func update(_ viewport: LoadMoreViewport, state: PageState) throws(LoadMoreTriggerError) -> Bool {
    guard viewport.isValid else { throw .invalidViewport(viewport) }
    let phase = state.pagingPhase
    if phase == .loadingMore {
      sawLoadingMore = true
    } else if sawLoadingMore {
      sawLoadingMore = false
      isArmed = true
    }
    if viewport.contentLength > lastContentLength { isArmed = true }
    lastContentLength = viewport.contentLength
    guard viewport.pageSize > 0 else { return false }

    let reach =
      switch distance {
      case .pages(let pages): pages * viewport.pageSize
      case .pixels(let pixels): pixels
      }
    // Negative when the rows are shorter than the viewport: always in reach.
    let remaining = viewport.contentLength - (viewport.offset + viewport.pageSize)
    guard remaining <= reach else {
      isArmed = true
      return false
    }
    guard isArmed, phase == .canLoadMore else { return false }
    isArmed = false
    return true
  }

  /// The rows changed (laid out, once a page landed): the end in reach is a
  /// new one, and asks again. A layer that measures only once the rows are
  /// laid out may not see the load's phases in between, nor the length
  /// grow (GTK's estimate of unmeasured rows can shrink as they come).
  package mutating func rowsDidChange() {
    isArmed = true
    sawLoadingMore = false
  }

  private static func validate(_ distance: Distance) throws(LoadMoreTriggerError) {
    switch distance {
    case .pages(let value), .pixels(let value):
      guard value.isFinite, value >= 0 else { throw .invalidDistance(distance) }
    }
  }
}
