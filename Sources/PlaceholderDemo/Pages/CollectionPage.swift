import PlaceholderCore
import PlaceholderGtk

// The form-items seed: items that know their cell class, reuse identifier
// and size per layout, with typed callbacks.

/// A photo: an icon and a caption, with a fixed size in each layout.
final class PhotoCell: ItemCell {
  let image = Image(pixelSize: 48)
  let caption = Label()
  override func setup() {
    contentView.addCSSClass("demo-photo")
    contentView.append(image)
    contentView.append(caption)
  }
}

final class PhotoItem: ItemOf<PhotoCell>, ItemType {
  let caption: String
  let icon: String
  init(_ caption: String, icon: String) {
    self.caption = caption
    self.icon = icon
  }
  /// Fixed sizes (the seed's `sizeForItem`): cheaper than measuring.
  override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize {
    switch layout {
    case .vertical: .fixed(width: 140, height: 110)
    case .horizontal: .fixed(width: 160, height: 100)
    case .free: .fixed(width: 120, height: 100)
    }
  }
  override func updateCellData(_ cell: PhotoCell) {
    cell.caption.text = caption
    cell.image.iconName = icon
  }
}

/// A tag: a pill sized by its text (the seed's `AutolayoutItemOf`).
final class TagCell: ItemCell {
  let label = Label()
  override func setup() {
    label.addCSSClass("demo-tag")
    contentView.append(label)
  }
}

final class TagItem: AutolayoutItemOf<TagCell>, ItemType {
  let name: String
  init(_ name: String) { self.name = name }
  override func updateCellData(_ cell: TagCell) { cell.label.text = name }
}

/// A colour swatch with its name.
final class SwatchCell: ItemCell {
  let swatch = Box(orientation: .vertical)
  let name = Label()
  private var colorClass: String?
  override func setup() {
    swatch.addCSSClass("demo-swatch")
    contentView.append(swatch)
    contentView.append(name)
  }
  func show(colorClass: String, name: String) {
    if let old = self.colorClass { swatch.removeCSSClass(old) }
    swatch.addCSSClass(colorClass)
    self.colorClass = colorClass
    self.name.text = name
  }
}

final class SwatchItem: ItemOf<SwatchCell>, ItemType {
  let colorClass: String
  let name: String
  init(colorClass: String, name: String) {
    self.colorClass = colorClass
    self.name = name
  }
  override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .fixed(width: 96, height: 90) }
  override func updateCellData(_ cell: SwatchCell) { cell.show(colorClass: colorClass, name: name) }
}

@MainActor
final class CollectionPage: DemoPage {
  let id = "collection"
  var title: String { translate("Collection") }
  var summary: String {
    translate(
      "Form items: a grid in vertical, horizontal and free layouts, with fixed-size and natural-size items of several kinds and typed callbacks."
    )
  }
  let widget: Widget
  private let dataSource = ItemsDataSource<CollectionItem>()
  private let collection: CollectionAdapter<ItemsDataSource<CollectionItem>>
  private let status = makeStatusLine(translate("Select an item: its own typed callback reports it."))
  private let layoutButtons = ToggleGroup(titles: [
    translate("_Vertical"), translate("_Horizontal"), translate("_Free"),
  ])

  init() {
    collection = CollectionAdapter(dataSource: dataSource, layout: .vertical)
    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    box.append(makeLayoutSwitcher())
    box.append(collection.widget)
    box.append(status)
    dataSource.sections = makeSections()
    collection.reloadData()
  }

  var screenshotStates: [ScreenshotState] {
    CollectionLayoutKind.allCases.map { layout in
      ScreenshotState(name: layout.rawValue) { [weak self] in self?.collection.layout = layout }
    }
  }

  func refresh() { collection.reloadData() }

  /// The layouts, in the order of the toggle buttons (Vertical first, on).
  private static let layouts: [CollectionLayoutKind] = [.vertical, .horizontal, .free]

  private func makeLayoutSwitcher() -> Box {
    let toolbar = Box(orientation: .horizontal, spacing: 6)
    toolbar.addCSSClass("demo-toolbar")
    toolbar.append(layoutButtons)
    layoutButtons.onSelectionChanged = { [weak self] index in
      guard Self.layouts.indices.contains(index) else { return }
      self?.collection.layout = Self.layouts[index]
    }
    return toolbar
  }

  private func makeSections() -> [ItemsDataSource<CollectionItem>.Section] {
    let photos: [CollectionItem] = [
      (translate("Mountains"), "weather-few-clouds-symbolic"), (translate("Harbour"), "weather-clear-symbolic"),
      (translate("Storm"), "weather-storm-symbolic"), (translate("Snowfall"), "weather-snow-symbolic"),
      (translate("Night sky"), "weather-clear-night-symbolic"), (translate("Fog"), "weather-fog-symbolic"),
      (translate("Showers"), "weather-showers-symbolic"), (translate("Overcast"), "weather-overcast-symbolic"),
    ].map { caption, icon in
      PhotoItem(caption, icon: icon).onSelected { [weak self] photo in
        self?.status.text = substitute(translate("Photo “%@” selected"), photo.caption)
      }
    }
    let tags: [CollectionItem] = [
      translate("holiday"), translate("family"), translate("a very long tag name"), translate("work"),
      translate("2026"), translate("favourites"), translate("to sort"), translate("shared with me"),
      translate("drafts"), translate("archive"),
    ].map { name in
      TagItem(name).onSelected { [weak self] tag in
        self?.status.text = substitute(translate("Tag “%@” selected"), tag.name)
      }
    }
    let swatches: [CollectionItem] = [
      ("red", translate("Red")), ("orange", translate("Orange")), ("yellow", translate("Yellow")),
      ("green", translate("Green")), ("blue", translate("Blue")), ("purple", translate("Purple")),
    ].map { colorClass, name in
      SwatchItem(colorClass: colorClass, name: name).onSelected { [weak self] swatch in
        self?.status.text = substitute(translate("Colour “%@” selected"), swatch.name)
      }
    }
    return [
      .init(header: SectionSupplement(title: translate("Photos"), subtitle: translate("Fixed size")), items: photos),
      .init(header: SectionSupplement(title: translate("Tags"), subtitle: translate("Natural size")), items: tags),
      .init(header: SectionSupplement(title: translate("Colours"), subtitle: translate("Fixed size")), items: swatches),
      .init(
        header: SectionSupplement(title: translate("Albums")), items: [],
        emptyPlaceholder: PlaceholderContent(
          image: .icon("folder-pictures-symbolic"), title: translate("No albums"),
          detail: .plain(translate("An empty section shows its own placeholder, in every layout.")))),
    ]
  }
}
