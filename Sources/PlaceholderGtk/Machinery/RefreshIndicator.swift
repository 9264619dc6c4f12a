internal import CGtk
import GtkKit
import PlaceholderCore

/// The strip above a list that answers a pull: an arrow and "Pull to
/// refresh", the arrow turned and "Release to refresh" past the threshold,
/// then a spinner and "Refreshing…". It follows the finger (or the wheel)
/// while pulling and slides away when the refresh ends.
@MainActor
final class RefreshIndicator {
  let widget: Widget
  private let arrow: Widget
  private let spinner: Widget
  private let label = Label()
  private let strip = Box(orientation: .horizontal, spacing: 8)

  init() {
    widget = Widget(taking: gtk_revealer_new())
    arrow = Widget(taking: gtk_image_new_from_icon_name("pan-down-symbolic"))
    spinner = Widget(taking: gtk_spinner_new())
    strip.addCSSClass("placeholders-refresh-indicator")
    gtk_widget_set_halign(strip.gtkWidget, GTK_ALIGN_CENTER)
    strip.append(arrow)
    strip.append(spinner)
    strip.append(label)
    label.addCSSClass("dim-label")
    gtk_revealer_set_child(gcast(widget.gtkWidget), strip.gtkWidget)
    gtk_revealer_set_transition_type(gcast(widget.gtkWidget), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
    AccessibleText.setDescription(strip.gtkWidget, translate("Pull down to refresh the list"))
  }

  /// Shows a phase of the pull, with its progress (0…1) while pulling.
  func show(_ phase: PullToRefresh.Phase, progress: Double, label text: String?) {
    let revealer: OpaquePointer = gcast(widget.gtkWidget)
    switch phase {
    case .idle:
      gtk_revealer_set_transition_duration(revealer, 200)
      gtk_revealer_set_reveal_child(revealer, 0)
      gtk_spinner_stop(gcast(spinner.gtkWidget))
      return
    case .pulling, .armed:
      // Follow the pull at once; the strip grows with it.
      gtk_revealer_set_transition_duration(revealer, 0)
      gtk_widget_set_size_request(strip.gtkWidget, -1, Int32(8 + 40 * min(max(progress, 0), 1)))
      gtk_image_set_from_icon_name(gcast(arrow.gtkWidget), phase == .armed ? "pan-up-symbolic" : "pan-down-symbolic")
      arrow.isVisible = true
      spinner.isVisible = false
    case .refreshing:
      gtk_revealer_set_transition_duration(revealer, 150)
      gtk_widget_set_size_request(strip.gtkWidget, -1, 48)
      arrow.isVisible = false
      spinner.isVisible = true
      gtk_spinner_start(gcast(spinner.gtkWidget))
    }
    label.text = text ?? ""
    AccessibleText.setLabel(strip.gtkWidget, text ?? "")
    gtk_revealer_set_reveal_child(revealer, 1)
  }

  /// Shows a one-line message for a while (a refresh over rows that failed).
  func flash(_ message: String) {
    arrow.isVisible = false
    spinner.isVisible = false
    label.text = message
    gtk_widget_set_size_request(strip.gtkWidget, -1, 40)
    gtk_revealer_set_reveal_child(gcast(widget.gtkWidget), 1)
    MainLoopCallbacks.after(milliseconds: 3_000) { [weak self] in
      guard let self, label.text == message else { return }
      gtk_revealer_set_reveal_child(gcast(widget.gtkWidget), 0)
    }
  }

  var isRevealed: Bool { gtk_revealer_get_reveal_child(gcast(widget.gtkWidget)) != 0 }
  var text: String { label.text }

  /// The colour of the arrow, the spinner and the text; nil: the theme's.
  var color: Color? {
    didSet {
      guard color != oldValue else { return }
      let tints = RefreshIndicatorTints.on(gtk_widget_get_display(strip.gtkWidget))
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
    if let color { RefreshIndicatorTints.on(gtk_widget_get_display(strip.gtkWidget)).release(color) }
  }
}

/// The row after the last item while pages load: a spinner and "Loading
/// more…", "No more data", or a failure with an inline Retry.
@MainActor
final class PagingFooterRowView {
  let widget = Box(orientation: .horizontal, spacing: 12)
  private let spinner: Widget
  private let label = Label()
  private let retry: Widget
  var retryHandler: (@MainActor () -> Void)?

  init() {
    spinner = Widget(taking: gtk_spinner_new())
    retry = Widget(taking: gtk_button_new_with_label(""))
    widget.addCSSClass("placeholders-paging-footer")
    gtk_widget_set_halign(widget.gtkWidget, GTK_ALIGN_CENTER)
    label.addCSSClass("dim-label")
    label.wraps = true
    widget.append(spinner)
    widget.append(label)
    widget.append(retry)
    Signals.connect(retry.gtkWidget, "clicked") { [weak self] in self?.retryHandler?() }
  }

  func show(_ footer: PagingFooter) {
    label.text = footer.label ?? ""
    spinner.isVisible = footer.showsSpinner
    if footer.showsSpinner {
      gtk_spinner_start(gcast(spinner.gtkWidget))
    } else {
      gtk_spinner_stop(gcast(spinner.gtkWidget))
    }
    if let title = footer.retryTitle {
      gtk_button_set_label(gcast(retry.gtkWidget), title)
      // Focus lands on the button alone: it says what it would retry.
      AccessibleAttributes.setStrings(retry.gtkWidget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, footer.label)])
      retry.isVisible = true
    } else {
      retry.isVisible = false
    }
  }

  /// The retry button, for tests.
  var retryButton: Widget { retry }
}
