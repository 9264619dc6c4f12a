internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwSpinner (libadwaita 1.6 and later): GNOME's busy indicator,
  /// which spins while it shows and follows the desktop's animation
  /// setting. Before 1.6, a spinning GtkSpinner stands in for it. Give it
  /// a size (`setSizeRequest`) up to 64 pixels; 16 by default.
  @MainActor
  public final class Spinner: Widget {
    /// A spinner, spinning while it shows.
    public init() {
      super.init(adopting: pg_adw_spinner_new())
    }

    /// Whether this libadwaita has AdwSpinner; false where a GtkSpinner
    /// stands in for it.
    public static var isAvailable: Bool { pg_adw_has_spinner() != 0 }
  }
}
