import GtkKit
import PlaceholderGtk

/// One page of the demo: a behaviour of one of the seed libraries, shown
/// live.
@MainActor
protocol DemoPage: AnyObject {
  /// The page's name on the command line (`--page table`).
  var id: String { get }
  /// The page's title in the sidebar, translated.
  var title: String { get }
  /// One line saying what the page shows, translated.
  var summary: String { get }
  /// The page's content.
  var widget: Widget { get }
  /// The states `--screenshot` renders, each by name; calling `show` puts the
  /// page in that state (synchronously, with no latency).
  var screenshotStates: [ScreenshotState] { get }

  /// F5 / Ctrl+R: load fresh data.
  func refresh()
  /// Ctrl+F: focus the page's search entry; returns whether it has one.
  func focusSearch() -> Bool
  /// Called when the page becomes the visible one.
  func didAppear()
  /// Called with true when the window becomes narrower than the breakpoint
  /// (a phone), false when it widens again, and once when the page is
  /// built: the page stacks what sits side by side on a wide window.
  func setNarrow(_ narrow: Bool)
}

extension DemoPage {
  func refresh() {}
  func focusSearch() -> Bool { false }
  func didAppear() {}
  func setNarrow(_ narrow: Bool) {}
}

/// A named state of a page for `--screenshot`.
struct ScreenshotState {
  let name: String
  let show: @MainActor () -> Void
}
