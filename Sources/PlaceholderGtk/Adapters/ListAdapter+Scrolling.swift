import GtkKit
import PlaceholderCore

extension ListAdapter {
  /// The list's vertical scroll position and range: read it, set its
  /// `value` to scroll, or watch it with `onValueChanged`. The same as
  /// `scrolledWindow.verticalAdjustment`.
  public var verticalAdjustment: Adjustment { scrolledWindow.verticalAdjustment }

  /// Where the list is scrolled: the item at the top of the view, and how
  /// far into its row. Read it to save it (it is `Codable`, for the app's
  /// saved state); set it to come back there, at once if the list shows
  /// rows, else as soon as it does (after a reload, a restart, the first
  /// load). Nil while no row is on screen; setting nil drops a position
  /// still waiting for the rows. An item saved with its key and no longer
  /// among the rows loaded is asked for (`jump(to:)`): a conversation
  /// reopens where it was read, however far from the newest.
  ///
  /// ```swift
  /// let saved = table.scrollPosition
  /// table.restartLoading()
  /// table.scrollPosition = saved  // applied once the rows are there
  /// ```
  public var scrollPosition: ScrollPosition? {
    get { machinery.scrollPosition.current }
    set {
      guard let newValue else { return machinery.scrollPosition.cancelPending() }
      machinery.scrollPosition.restore(newValue)
    }
  }

  /// The app's key for an item, saved in `scrollPosition`: with one, a
  /// restored position finds its item again after rows were added or
  /// removed above it; without one, it goes back to the same index path.
  public var scrollKey: (@MainActor (DataSource.Item) -> String)? {
    get { machinery.scrollPosition.key }
    set { machinery.scrollPosition.key = newValue }
  }

  /// Whether the list follows its end, as a conversation or a log does:
  /// it opens at its last row, and rows added after the last come into
  /// view while the user is at the end. A user who has scrolled away
  /// stays where they are; a button over the rows takes them back, saying
  /// how many rows came meanwhile ("3 new"), and a screen reader hears
  /// that count as the rows come. Its end is live: it asks for no next
  /// page there. Off by default.
  public var followsEnd: Bool {
    get { machinery.liveEnd.isEnabled }
    set {
      machinery.liveEnd.isEnabled = newValue
      machinery.loadMore.endIsLive = newValue
    }
  }

  /// Shows an item that may not be loaded yet: a search result, a
  /// notification, a saved place. A loaded item is scrolled to the top of
  /// the view at once; one not loaded is asked for as a new listing
  /// (`LoadKind.jump(to:)`: the load operation, or the delegate's
  /// `didRequestJump(to:)`, loads the page that holds it), and shown when
  /// it lands, paging on from there in both directions. The keyboard
  /// focus goes to it (a table's row, a collection's item) unless
  /// `focusing` is false. While a search filters the rows, an item it
  /// hides is not shown: the jump ends when its page lands. Finding
  /// an item by key takes `scrollKey`; by index, results that say where
  /// they start (`LoadResult.firstIndex`).
  public func jump(to target: JumpTarget, focusing: Bool = true) {
    machinery.jump.jump(to: target, focusing: focusing)
  }

  /// Scrolls to the last row, as the button to the newest does.
  public func scrollToEnd() { machinery.liveEnd.jumpToEnd() }
}
