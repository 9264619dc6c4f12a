import CGtk
import PlaceholderCore

/// A stand-in for the placeholder overlay while it is being built on its own
/// branch: the same API, a plain label and button. Deleted when the real
/// `PlaceholderSlot` lands.
@MainActor
public final class PlaceholderSlot {
  /// The overlay holding the content and, when shown, the placeholder.
  public let widget: Widget
  private let box: Box
  private let title = Label()
  private let button: Widget
  /// Called when the placeholder's button is activated.
  public var onAction: (@MainActor () -> Void)?
  /// Lifecycle events.
  public var onEvent: (@MainActor (PresentationEvent) -> Void)?
  private var presentation = PlaceholderPresentation()

  /// Wraps a content widget.
  public init(content: Widget) {
    guard let overlay = gtk_overlay_new(), let button = gtk_button_new_with_label("") else {
      preconditionFailure("GTK could not create an overlay")
    }
    widget = Widget(taking: overlay)
    self.button = Widget(taking: button)
    box = Box(orientation: .vertical, spacing: 12)
    gtk_overlay_set_child(gcast(overlay), content.gtkWidget)
    gtk_widget_set_halign(box.gtkWidget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(box.gtkWidget, GTK_ALIGN_CENTER)
    box.append(title)
    box.append(self.button)
    box.addCSSClass("placeholder")
    gtk_overlay_add_overlay(gcast(overlay), box.gtkWidget)
    box.isVisible = false
    Signals.connect(button, "clicked") { [weak self] in self?.onAction?() }
  }

  /// What the placeholder shows; nil hides it.
  public var item: PlaceholderContent? {
    didSet {
      title.text = item?.visibleTitle ?? ""
      if let label = item?.visibleButton?.title {
        gtk_button_set_label(gcast(button.gtkWidget), label)
        button.isVisible = true
      } else {
        button.isVisible = false
      }
      box.isVisible = item != nil
      for event in presentation.setVisible(item != nil, animated: false) { onEvent?(event) }
    }
  }

  /// Whether the placeholder is shown.
  public var isShowing: Bool { presentation.isVisibleOrAppearing }

  /// Where the placeholder is in its lifecycle.
  public var phase: PlaceholderPresentation.Phase { presentation.phase }

  /// The title shown, for tests.
  var shownTitle: String { title.text }
}
