import GtkKit
import PlaceholderCore

/// The widgets inside the slot's group: a scroller holding the stock
/// layout, built the first time they are needed (most lists never show a
/// placeholder, and these are some twenty widgets, a scrolled window's
/// scrollbars included), and the custom widget shown in the stock layout's
/// place.
@MainActor
final class SlotContentWidgets {
  /// The scroller and the stock layout, once built.
  private(set) var built: (scroller: ScrolledWindow, view: PlaceholderView)?
  /// The custom widget in the scroller, if any.
  private(set) var shownCustom: Widget?

  /// The scroller holding the stock layout, in `slot`'s group; built on
  /// first use.
  func parts(of slot: PlaceholderSlot) -> (scroller: ScrolledWindow, view: PlaceholderView) {
    if let built { return built }
    let scroller = ScrolledWindow()
    let view = PlaceholderView()
    slot.root.addOverlay(scroller)
    scroller.addLibraryCSSClass("placeholder-scroller")
    // Never sideways: the stock layout wraps its text instead, and the
    // scroller's minimum width stays the content's own.
    scroller.scrollsHorizontally = false
    scroller.propagatesNaturalSize = true
    scroller.hasFrame = false
    show(view.widget, in: scroller)
    // No Tab stop of its own: the group or its button is the placeholder's
    // one stop, and a screen reader would read the scroller as an empty
    // "scroll pane".
    scroller.isFocusable = false
    view.actionHandler = { [weak slot] in slot?.handleTap(on: .button) }
    built = (scroller, view)
    return (scroller, view)
  }

  /// Shows `custom` in the scroller, or the stock layout saying `content`.
  func show(_ custom: Widget?, or content: PlaceholderContent, in slot: PlaceholderSlot) {
    let (scroller, view) = parts(of: slot)
    if let custom {
      guard shownCustom !== custom else { return }
      show(custom, in: scroller)
      shownCustom = custom
    } else {
      view.update(content)
      guard shownCustom != nil else { return }
      show(view.widget, in: scroller)
      shownCustom = nil
    }
  }

  /// Puts `child` in the scroller, whose new viewport around it carries
  /// the class the library's rules name (`.placeholder-scroller >
  /// viewport` clears its background).
  private func show(_ child: Widget, in scroller: ScrolledWindow) {
    scroller.child = child
    if let viewport = child.parent, viewport.gtkWidget != scroller.gtkWidget {
      viewport.addCSSClass(LibraryStyleSheet.styledClass)
    }
  }
}
