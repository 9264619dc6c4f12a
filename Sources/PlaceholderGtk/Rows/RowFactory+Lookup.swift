internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the list view's row widgets, walked to find which row a widget is.

/// Finding rows in GTK's widget tree: which row shows a widget, and where
/// the rows GTK has made are.
extension RowFactory {
  /// The widget of the row bound at a flat position (the list item widget
  /// around its host), if GTK has one now.
  func rowWidget(at position: Int) -> UnsafeMutablePointer<GtkWidget>? {
    let roots = hostRoots
    var row = gtk_widget_get_first_child(listView.gtkWidget)
    while let current = row {
      if let child = gtk_widget_get_first_child(current), let host = roots[UnsafeMutableRawPointer(child)],
        host.boundPosition == position
      {
        return current
      }
      row = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// Where the rows GTK has made are, by flat position: each row's top
  /// and height in the list view's coordinates (the top of the view is 0).
  func rowTops() -> [Int: (top: Double, height: Double)] {
    let roots = hostRoots
    var tops: [Int: (top: Double, height: Double)] = [:]
    var row = gtk_widget_get_first_child(listView.gtkWidget)
    var bounds = graphene_rect_t()
    while let current = row {
      if gtk_widget_get_mapped(current) != 0, let child = gtk_widget_get_first_child(current),
        let host = roots[UnsafeMutableRawPointer(child)], let position = host.boundPosition,
        gtk_widget_compute_bounds(current, listView.gtkWidget, &bounds) != 0
      {
        tops[position] = (Double(bounds.origin.y), Double(bounds.size.height))
      }
      row = gtk_widget_get_next_sibling(current)
    }
    return tops
  }

  /// The flat position of the row whose shown view is `root`, if any.
  func position(ofRowShowing root: UnsafeMutablePointer<GtkWidget>) -> Int? {
    firstLiveHost { $0.shownWidget?.gtkWidget == root }?.boundPosition
  }

  /// The row hosts by the widget they show, to find a row's host from GTK's
  /// widget tree. Weak: GLib owns the hosts.
  private var hostRoots: [UnsafeMutableRawPointer: RowHost<Item>] {
    var roots: [UnsafeMutableRawPointer: RowHost<Item>] = [:]
    for host in liveHosts {
      if let shown = host.shownWidget { roots[UnsafeMutableRawPointer(shown.gtkWidget)] = host }
    }
    return roots
  }
}
