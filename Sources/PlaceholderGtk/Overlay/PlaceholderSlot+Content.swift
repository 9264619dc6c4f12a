internal import CGtk
import GtkKit
import PlaceholderCore

/// Putting an item's content on the slot's widgets: the stock column or a
/// custom widget, the classes, the look, the switches and the accessible
/// description.
extension PlaceholderSlot {
  /// Puts `item`'s content, classes, styles and switches on the widgets.
  func applyContent(_ item: PlaceholderContent) {
    let custom = customWidget(for: item)
    let scrolled: OpaquePointer = gcast(scroller.gtkWidget)
    if let custom {
      if shownCustom !== custom {
        gtk_scrolled_window_set_child(scrolled, custom.gtkWidget)
        shownCustom = custom
      }
    } else {
      view.update(item)
      if shownCustom != nil {
        gtk_scrolled_window_set_child(scrolled, view.widget.gtkWidget)
        shownCustom = nil
      }
    }
    setClass("custom", custom != nil)
    setClass("loading", item.showsSpinner && custom == nil)
    applyLook(item)
    if isShowing { applyTouch(item) }
    updateAccessibility(item, custom: custom != nil)
    gtk_widget_queue_allocate(root.gtkWidget)
  }

  func setClass(_ name: String, _ on: Bool) {
    on ? root.addCSSClass(name) : root.removeCSSClass(name)
  }
}
