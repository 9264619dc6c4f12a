import GtkKit

/// What a toolkit layered on GTK puts into the stock placeholder in place
/// of GTK's own parts. The Adwaita product sets it as libadwaita starts, so
/// that inside a libadwaita app the loading placeholder spins an AdwSpinner
/// (libadwaita 1.6 and later), as GNOME's own apps do; PlaceholderGtk
/// itself never links libadwaita.
@MainActor
package enum PlaceholderToolkitParts {
  /// Makes the busy indicator a new placeholder shows while loading, in
  /// place of its GtkSpinner; nil keeps the GtkSpinner.
  package static var makeBusyIndicator: (@MainActor () -> Widget)?
}
