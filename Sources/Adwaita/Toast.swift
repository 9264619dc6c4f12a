internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwToast: a short message at the bottom of a ``Adw/ToastOverlay``,
  /// with an optional button, that goes by itself after a few seconds.
  /// GNOME apps say with one what failed over content that stays (a
  /// refresh, a move) and offer Undo or Retry.
  ///
  /// The text is plain text: markup characters show as they are.
  @MainActor
  public final class Toast {
    private let reference: ObjectReference

    /// A toast saying `title`, with a button labelled `buttonLabel` (none
    /// when nil) that runs `buttonHandler`, shown for `timeout` seconds (0
    /// keeps it until dismissed). A high-priority toast shows at once, in
    /// place of the one showing.
    public init(
      _ title: String, buttonLabel: String? = nil, timeout: Int = 5, isHighPriority: Bool = false,
      buttonHandler: (@MainActor () -> Void)? = nil
    ) {
      let toast = pg_adw_toast_new(title)
      reference = ObjectReference(taking: toast)
      pg_adw_toast_set_button_label(toast, buttonLabel)
      pg_adw_toast_set_timeout(toast, UInt32(clamping: max(timeout, 0)))
      pg_adw_toast_set_high_priority(toast, isHighPriority ? 1 : 0)
      if let buttonHandler {
        Signals.connect(toast, "button-clicked", buttonHandler)
      }
      // Both handlers live as long as the toast, as its own signals do.
      Signals.connect(toast, "dismissed") { [weak self] in self?.wasDismissed() }
    }

    /// The toast as an `AdwToast *`. Valid while this wrapper lives.
    public var toastPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(reference.pointer) }

    /// Whether the toast went: it timed out, was closed or dismissed.
    public private(set) var isDismissed = false

    /// Called once when the toast goes.
    public var dismissalHandler: (@MainActor () -> Void)?

    /// Takes the toast away now.
    public func dismiss() { pg_adw_toast_dismiss(toastPointer) }

    private func wasDismissed() {
      guard !isDismissed else { return }
      isDismissed = true
      dismissalHandler?()
    }
  }
}
