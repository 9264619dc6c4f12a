internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the Retry's key controller and its accessible description, which GtkKit does not wrap.

/// The row after the last item while pages load: a spinner and "Loading
/// more…", "No more data", or a failure with an inline Retry. The bar
/// over the start of a list that pages there is one too.
@MainActor
final class PagingFooterRowView {
  let widget = Box(orientation: .horizontal, spacing: 12)
  private let spinner = Spinner(isSpinning: false)
  private let label = Label()
  private let retry = Button(label: "")
  var retryHandler: (@MainActor () -> Void)?

  init() {
    ListStyle.install(.paging, for: widget)
    widget.addLibraryCSSClass("placeholders-paging-footer")
    widget.horizontalAlignment = .center
    label.addCSSClass("dim-label")
    label.wraps = true
    widget.append(spinner)
    widget.append(label)
    widget.append(retry)
    Signals.connect(retry.gtkWidget, "clicked") { [weak self] in self?.retryHandler?() }
  }

  /// Down pressed on the Retry: the bar over the start hands the keyboard
  /// to the rows under it. Returns whether the key was taken.
  var onKeyDown: (@MainActor () -> Bool)? {
    didSet {
      guard onKeyDown != nil, !hearsKeys, let keys = gtk_event_controller_key_new() else { return }
      hearsKeys = true
      Signals.connectKey(keys, "key-pressed") { [weak self] keyval, _ in
        guard keyval == UInt32(GDK_KEY_Down) || keyval == UInt32(GDK_KEY_KP_Down) else { return false }
        return self?.onKeyDown?() ?? false
      }
      gtk_widget_add_controller(retry.gtkWidget, keys)
    }
  }
  private var hearsKeys = false

  /// The footer shown, if any.
  private(set) var footer: PagingFooter?

  /// Shows `footer`; a failure's `notice` ("Retrying in 4 seconds") goes
  /// after its words, and renames its button.
  func show(_ footer: PagingFooter, notice: RetryNotice? = nil) {
    self.footer = footer
    let notice: RetryNotice? = if case .failed = footer { notice } else { nil }
    let text = [footer.label, notice?.text].compactMap { $0 }.joined(separator: " ")
    label.text = text
    spinner.isVisible = footer.showsSpinner
    spinner.isSpinning = footer.showsSpinner
    if let title = notice?.retryTitle ?? footer.retryTitle {
      retry.label = title
      // Focus lands on the button alone: it says what it would retry.
      AccessibleAttributes.setStrings(retry.gtkWidget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)])
      retry.isVisible = true
    } else {
      retry.isVisible = false
    }
  }

  /// The retry button, for tests.
  var retryButton: Widget { retry }
}
