import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A cell of the photo grid: the picture on a rounded tile, and its caption.
final class PhotoCell: TableCell<Photo> {
  /// The tiles' colours, one class per tint.
  static let style = StyleSheet(
    css: """
      .photo-tile { border-radius: 12px; color: white; }
      .photo-tint-0 { background: linear-gradient(to bottom right, #62a0ea, #1c71d8); }
      .photo-tint-1 { background: linear-gradient(to bottom right, #57e389, #26a269); }
      .photo-tint-2 { background: linear-gradient(to bottom right, #f8e45c, #e5a50a); }
      .photo-tint-3 { background: linear-gradient(to bottom right, #ffa348, #c64600); }
      .photo-tint-4 { background: linear-gradient(to bottom right, #dc8add, #813d9c); }
      .photo-tint-5 { background: linear-gradient(to bottom right, #99c1f1, #613583); }
      """)

  private let tile = Box(orientation: .vertical)
  private let picture = Image(iconName: "image-x-generic-symbolic", pixelSize: 48)
  private let caption = Label()
  private var tintClass: String?

  override func setup() {
    picture.expandsVertically = true
    tile.addCSSClass("photo-tile")
    tile.setMinimumSize(width: 128, height: 96)
    tile.append(picture)
    caption.addStyle(.dimLabel)
    let column = Box(orientation: .vertical, spacing: 6, children: [tile, caption])
    root = column
  }

  override func bind(_ photo: Photo, at indexPath: IndexPath) {
    if let tintClass { tile.removeCSSClass(tintClass) }
    let tint = "photo-tint-\(photo.tint)"
    tile.addCSSClass(tint)
    tintClass = tint
    picture.iconName = photo.iconName
    caption.text = photo.caption
  }
}
