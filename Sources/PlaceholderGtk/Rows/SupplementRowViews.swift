internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: header and footer rows are made once per recycled row widget, on the hot path.

/// A section header or footer row: a title and an optional subtitle.
@MainActor
final class SupplementRowView {
  let widget = Box(orientation: .vertical, spacing: 2)
  private let title = Label()
  private let subtitle = Label()

  init() {
    ListStyle.install(.sections, for: widget)
    widget.addLibraryCSSClass("placeholders-section-supplement")
    for label in [title, subtitle] {
      label.xAlign = 0
      label.wraps = true
      widget.append(label)
    }
    subtitle.addCSSClass("dim-label")
  }

  func update(_ supplement: SectionSupplement?, isHeader: Bool) {
    title.text = supplement?.title ?? ""
    title.isVisible = !(supplement?.title.isEmpty ?? true)
    subtitle.text = supplement?.subtitle ?? ""
    subtitle.isVisible = !(supplement?.subtitle?.isEmpty ?? true)
    if isHeader {
      widget.addCSSClass("placeholders-section-header")
      widget.removeCSSClass("placeholders-section-footer")
      title.addCSSClass("heading")
      title.removeCSSClass("caption")
    } else {
      widget.addCSSClass("placeholders-section-footer")
      widget.removeCSSClass("placeholders-section-header")
      title.addCSSClass("caption")
      title.removeCSSClass("heading")
    }
  }
}

/// The inline placeholder of an empty section: a small icon, a title and a
/// detail line, in the row the section's items would take.
@MainActor
final class SectionPlaceholderRowView {
  let widget = Box(orientation: .horizontal, spacing: 12)
  private let image: Widget
  private let texts = Box(orientation: .vertical, spacing: 2)
  private let title = Label()
  private let detail = Label()

  init() {
    guard let image = gtk_image_new() else { preconditionFailure("GTK could not create an image") }
    self.image = Widget(taking: image)
    gtk_image_set_pixel_size(gcast(image), 32)
    ListStyle.install(.sections, for: widget)
    widget.addLibraryCSSClass("placeholders-section-placeholder")
    self.image.addCSSClass("dim-label")
    widget.append(self.image)
    widget.append(texts)
    texts.expandsHorizontally = true
    gtk_widget_set_valign(texts.gtkWidget, GTK_ALIGN_CENTER)
    for label in [title, detail] {
      label.xAlign = 0
      label.wraps = true
      texts.append(label)
    }
    title.addCSSClass("heading")
    detail.addCSSClass("dim-label")
  }

  func update(_ content: PlaceholderContent?) {
    title.text = content?.visibleTitle ?? ""
    title.isVisible = content?.visibleTitle != nil
    if let visibleDetail = content?.visibleDetail {
      showPlaceholderText(visibleDetail, on: detail)
    } else {
      detail.text = ""
    }
    detail.isVisible = content?.visibleDetail != nil
    switch content?.image {
    case .icon(let name):
      gtk_image_set_from_icon_name(gcast(image.gtkWidget), name)
      image.isVisible = true
    default:
      image.isVisible = false
    }
  }
}
