/// Where the rows start in the whole listing, for jumps by index.
extension LoadCoordinator {
  /// Notes where the rows start after a result of `kind`.
  func noteFirstIndex(_ reported: Int?, after kind: LoadKind, hasPrevious: Bool) {
    firstItemIndex = JumpRules.firstIndex(
      reported: reported, after: kind, hasPrevious: hasPrevious, before: firstItemIndex)
  }
}
