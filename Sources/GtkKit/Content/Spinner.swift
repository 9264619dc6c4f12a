internal import CGtk

/// A GtkSpinner: shows that something is in progress.
@MainActor
public final class Spinner: Widget {
  /// A spinner, spinning unless told otherwise.
  public init(isSpinning: Bool = true) {
    super.init(taking: gtk_spinner_new())
    self.isSpinning = isSpinning
  }

  /// Whether it spins.
  public var isSpinning: Bool {
    get { gtk_spinner_get_spinning(gcast(gtkWidget)) != 0 }
    set { gtk_spinner_set_spinning(gcast(gtkWidget), newValue ? 1 : 0) }
  }
}
