import GtkKit

/// The wait from a change of the rows until GTK has painted them: until
/// then the scroll range is the old rows', and a trigger that measured it
/// would find an edge in reach of rows that are there already. A page that
/// lands at once (from memory) would ask for the next, and so on, with no
/// frame in between. Load more and the page before the rows both wait.
@MainActor
final class LayoutWait {
  /// True from a change of the rows until the frame after it.
  private(set) var isWaiting = false
  /// Which change the wait is for: only the last one's wait ends it.
  private var changes = 0
  private let widget: Widget

  /// Waits for frames of `widget`, the list or its scrolled window.
  init(painting widget: Widget) { self.widget = widget }

  /// The rows changed: `laidOut` runs once GTK has painted them, unless
  /// they changed again meanwhile (the later change's wait runs it).
  func rowsDidChange(then laidOut: @escaping @MainActor () -> Void) {
    changes &+= 1
    let change = changes
    isWaiting = true
    widget.whenNextFramePainted { [weak self] in
      guard let self, changes == change else { return }
      isWaiting = false
      laidOut()
    }
  }
}
