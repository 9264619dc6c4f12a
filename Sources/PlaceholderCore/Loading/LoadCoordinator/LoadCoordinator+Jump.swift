/// Where the rows start in the whole listing, for jumps by index.
extension LoadCoordinator {
  /// The item the rows on screen were loaded around (a jump), if they
  /// were: they need not reach either end of the listing.
  package var listingTarget: JumpTarget? { machine.listingTarget }

  /// Notes where the rows start after a result of `kind`.
  func noteFirstIndex(_ reported: Int?, after kind: LoadKind, hasPrevious: Bool) {
    firstItemIndex = JumpRules.firstIndex(
      reported: reported, after: kind, hasPrevious: hasPrevious, before: firstItemIndex)
  }
}
