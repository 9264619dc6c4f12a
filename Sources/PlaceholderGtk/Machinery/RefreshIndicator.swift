import GtkKit
import PlaceholderCore

/// The strip above a list that answers a pull: an arrow and "Pull to
/// refresh", the arrow turned and "Release to refresh" past the threshold,
/// then a spinner and "Refreshing…". It follows the finger (or the wheel)
/// while pulling and slides away when the refresh ends.
@MainActor
final class RefreshIndicator {
  let widget: Revealer
  private let arrow = Image(iconName: "pan-down-symbolic")
  private let spinner = Spinner(isSpinning: false)
  private let label = Label()
  private let strip = Box(orientation: .horizontal, spacing: 8)

  init() {
    widget = Revealer(child: strip)
    strip.addCSSClass("placeholders-refresh-indicator")
    strip.horizontalAlignment = .center
    strip.append(arrow)
    strip.append(spinner)
    strip.append(label)
    label.addCSSClass("dim-label")
    // A failed refresh's message, or a long translation, wraps in a narrow
    // list: the strip lies across the rows, and no wider than they are.
    label.wraps = true
    label.justification = .center
    AccessibleText.setDescription(strip.gtkWidget, translate("Pull down to refresh the list"))
  }

  /// Shows a phase of the pull, with its progress (0…1) while pulling.
  func show(_ phase: PullToRefresh.Phase, progress: Double, label text: String?) {
    switch phase {
    case .idle:
      widget.transitionMilliseconds = 200
      widget.revealsChild = false
      spinner.isSpinning = false
      return
    case .pulling, .armed:
      // Follow the pull at once; the strip grows with it.
      widget.transitionMilliseconds = 0
      strip.setMinimumSize(height: Int(8 + 40 * min(max(progress, 0), 1)))
      arrow.iconName = phase == .armed ? "pan-up-symbolic" : "pan-down-symbolic"
      arrow.isVisible = true
      spinner.isVisible = false
    case .refreshing:
      widget.transitionMilliseconds = 150
      strip.setMinimumSize(height: 48)
      arrow.isVisible = false
      spinner.isVisible = true
      spinner.isSpinning = true
    }
    label.text = text ?? ""
    AccessibleText.setLabel(strip.gtkWidget, text ?? "")
    widget.revealsChild = true
  }

  /// Shows a one-line message for a while (a refresh over rows that failed).
  func flash(_ message: String) {
    arrow.isVisible = false
    spinner.isVisible = false
    label.text = message
    strip.setMinimumSize(height: 40)
    widget.revealsChild = true
    MainLoopCallbacks.after(milliseconds: 3_000) { [weak self] in
      guard let self, label.text == message else { return }
      widget.revealsChild = false
    }
  }

  var isRevealed: Bool { widget.revealsChild }
  var text: String { label.text }

  /// The colour of the arrow, the spinner and the text; nil: the theme's.
  var color: Color? {
    didSet {
      guard color != oldValue, let display = strip.display else { return }
      let tints = RefreshIndicatorTints.on(display)
      let oldClass = tintClass
      tintClass = color.map { tints.acquire($0) }
      if let tintClass { strip.addCSSClass(tintClass) }
      if let oldValue, let oldClass {
        if oldClass != tintClass { strip.removeCSSClass(oldClass) }
        tints.release(oldValue)
      }
    }
  }
  /// The class that gives the strip its colour, while it has one.
  private var tintClass: String?

  /// The strip with the arrow, spinner and text, for tests.
  var stripWidget: Widget { strip }

  isolated deinit {
    if let color, let display = strip.display { RefreshIndicatorTints.on(display).release(color) }
  }
}
