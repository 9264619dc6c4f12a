internal import CGtk

/// A thin line between groups of widgets.
@MainActor
public final class Separator: Widget {
  /// A separator that runs along `orientation`.
  public init(orientation: Orientation) {
    super.init(taking: gtk_separator_new(orientation.gtk))
  }
}
