/// A memory cap's drops (`ListAdapter.maxPages`): the host lets go of
/// pages right after a result is applied, in the same main-loop turn, and
/// the coordinator tells the machine once that result's finish is in, so
/// that no load starts in between at the edge that lost them.
extension LoadCoordinator {
  /// The page asked at one end while the other end's loads, if any.
  package var waitingPage: LoadKind? { machine.waitingPage }

  /// The host dropped pages after a result: the machine hears it after the
  /// finish, and the rows' first index moves past a start's drop.
  func finishDrop(_ drop: PageDrop?) {
    guard let drop else { return }
    if drop.edge == .start { firstItemIndex = firstItemIndex.map { $0 + drop.items } }
    // The end that lost pages has pages again, searched or not.
    if drop.edge == .start { unfilteredHasPrevious = true } else { unfilteredHasMore = true }
    send(.pagesDropped(at: drop.edge, count: drop.pages))
  }
}
