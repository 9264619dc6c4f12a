import GtkKit
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

/// A note: one line of text, made with the configuration initializer (the
/// seed's `ItemType` init with its completion callback).
final class NoteCell: ItemCell {
  let label = Label()
  override func setup() {
    label.xAlign = 0
    label.wraps = true
    contentView.append(label)
  }
}

final class NoteItem: AutolayoutItemOf<NoteCell>, ConfigurableItem {
  var text = ""
  override func updateCellData(_ cell: NoteCell) { cell.label.text = text }
  /// A size callback that may answer "not mine": in the free layout a note
  /// is as wide as the container allows, up to 420 pixels; elsewhere nil
  /// lets the collection fall back to the natural size.
  override func sizeForItem(_ query: ItemSizeQuery, in container: Widget) -> ItemSize? {
    guard query.layout == .free, query.containerWidth > 0 else { return nil }
    return .fixed(width: min(query.containerWidth - 48, 420), height: 48)
  }
}

@MainActor
final class CollectionPage: DemoPage {
  let id = "collection"
  var title: String { translate("Collection") }
  var summary: String {
    translate(
      "Form items: a grid in vertical, horizontal and free layouts, with fixed-size and natural-size items of several kinds and typed callbacks: pressed, released, selected, deselected, shown and hidden."
    )
  }
  let widget: Widget
  private let dataSource = ItemsDataSource<CollectionItem>()
  let collection: CollectionAdapter<ItemsDataSource<CollectionItem>>
  let status = makeStatusLine(translate("Select an item: its own typed callback reports it."))
  /// The latest item events (pressed, released, deselected) and how many
  /// items are shown, from the items' own callbacks.
  let eventsLine = makeStatusLine(translate("Press an item: its events appear here."))
  /// A size rule that answers for photos only ("not mine" for the rest).
  let largePhotosSwitch = GallerySwitch(
    translate("Large Photos"), isOn: false,
    tooltip: translate("A size rule of the collection makes photos 200 by 150; other items keep their own sizes"))
  /// Items whose cells show now (displayed, not yet ended).
  private(set) var shownItems = 0
  private var recentEvents: [String] = []
  private let layoutButtons = ToggleGroup(titles: [
    translate("_Vertical"), translate("_Horizontal"), translate("_Free"),
  ])

  init() {
    collection = CollectionAdapter(dataSource: dataSource, layout: .vertical)
    collection.accessibleLabel = translate("Collection")
    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    box.append(makeLayoutSwitcher())
    box.append(collection.widget)
    collection.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    box.append(status)
    eventsLine.setMargins(top: 0, bottom: 12, start: 12, end: 12)
    box.append(eventsLine)
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
    let toolbar = makeControlRow(spacing: 12, [layoutButtons, largePhotosSwitch.widget])
    largePhotosSwitch.changeHandler = { [weak self] on in self?.setLargePhotos(on) }
    layoutButtons.selectionHandler = { [weak self] index in
      guard Self.layouts.indices.contains(index) else { return }
      self?.collection.layout = Self.layouts[index]
    }
    return toolbar
  }

  /// Adds or removes the size rule for photos.
  private func setLargePhotos(_ on: Bool) {
    collection.removeSizeRules()
    guard on else { return }
    collection.addSizeRule { item, _, _ in item is PhotoItem ? .fixed(width: 200, height: 150) : nil }
  }

  /// Hooks an item's event callbacks to the events line.
  private func observed<Item: ItemType>(_ item: Item, named name: String) -> Item {
    item
      .whenHighlighted { [weak self] _ in self?.record(substitute(translate("pressed “%@”"), name)) }
      .whenUnhighlighted { [weak self] _ in self?.record(substitute(translate("released “%@”"), name)) }
      .whenDeselected { [weak self] _ in self?.record(substitute(translate("deselected “%@”"), name)) }
      .whenDisplayed { [weak self] _ in self?.countShown(+1) }
      .whenDisplayEnds { [weak self] _ in self?.countShown(-1) }
  }

  private func record(_ event: String) {
    recentEvents = Array((recentEvents + [event]).suffix(3))
    updateEventsLine()
  }

  private func countShown(_ change: Int) {
    shownItems += change
    if !recentEvents.isEmpty { updateEventsLine() }
  }

  private func updateEventsLine() {
    eventsLine.text = substitute(
      translate("%1$@ · %2$@ items shown"), recentEvents.joined(separator: " → "), String(shownItems))
  }

  private func makeSections() -> [ItemsDataSource<CollectionItem>.Section] {
    let photos: [CollectionItem] = [
      (translate("Mountains"), "weather-few-clouds-symbolic"), (translate("Harbour"), "weather-clear-symbolic"),
      (translate("Storm"), "weather-storm-symbolic"), (translate("Snowfall"), "weather-snow-symbolic"),
      (translate("Night sky"), "weather-clear-night-symbolic"), (translate("Fog"), "weather-fog-symbolic"),
      (translate("Showers"), "weather-showers-symbolic"), (translate("Overcast"), "weather-overcast-symbolic"),
    ].map { caption, icon in
      observed(PhotoItem(caption, icon: icon), named: caption).whenSelected { [weak self] photo in
        self?.status.text = substitute(translate("Photo “%@” selected"), photo.caption)
      }
    }
    let tags: [CollectionItem] = [
      translate("holiday"), translate("family"), translate("a very long tag name"), translate("work"),
      translate("2026"), translate("favourites"), translate("to sort"), translate("shared with me"),
      translate("drafts"), translate("archive"),
    ].map { name in
      observed(TagItem(name), named: name).whenSelected { [weak self] tag in
        self?.status.text = substitute(translate("Tag “%@” selected"), tag.name)
      }
    }
    let swatches: [CollectionItem] = [
      ("red", translate("Red")), ("orange", translate("Orange")), ("yellow", translate("Yellow")),
      ("green", translate("Green")), ("blue", translate("Blue")), ("purple", translate("Purple")),
    ].map { colorClass, name in
      observed(SwatchItem(colorClass: colorClass, name: name), named: name).whenSelected { [weak self] swatch in
        self?.status.text = substitute(translate("Colour “%@” selected"), swatch.name)
      }
    }
    let notes: [CollectionItem] = [
      translate("Pressing an item highlights it; releasing it selects it."),
      translate("Selecting another item deselects this one."),
    ].map { text in
      let note = NoteItem { $0.text = text }
      return observed(note, named: text).whenSelected { [weak self] _ in
        self?.status.text = translate("Note selected")
      }
    }
    return [
      .init(header: SectionSupplement(title: translate("Photos"), subtitle: translate("Fixed size")), items: photos),
      .init(header: SectionSupplement(title: translate("Tags"), subtitle: translate("Natural size")), items: tags),
      .init(header: SectionSupplement(title: translate("Colours"), subtitle: translate("Fixed size")), items: swatches),
      .init(
        header: SectionSupplement(
          title: translate("Notes"), subtitle: translate("Made with a configuration closure; wide in the free layout")),
        items: notes),
      .init(
        header: SectionSupplement(title: translate("Albums")), items: [],
        emptyPlaceholder: PlaceholderContent(
          image: .icon("folder-pictures-symbolic"), title: translate("No albums"),
          detail: .plain(translate("An empty section shows its own placeholder, in every layout.")))),
    ]
  }
}
