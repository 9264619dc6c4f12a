import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// PageState: `tableView.ps.item = …` over a real list. Linked buttons choose
/// the item (a "Loading…" item, a network error with tap-anywhere retry and
/// scrolling blocked, a no-content item that lets the list scroll, a custom
/// image and text, an item with its own widget, layout closure and tap
/// handler, or none); switches set the item's layout style, forced
/// display, fade-in, touch and scroll. As in PageState, an item shows while
/// the list is empty, and over its rows only when forced. The lifecycle
/// events arrive live on the bottom line.
@MainActor
final class PageStatesPage: DemoPage {
  /// PageState's example items.
  enum Item: Int, CaseIterable {
    case loading, networkError, noContent, custom, ownWidget, removed
  }

  /// PageState's layout styles.
  enum LayoutStyle: Int, CaseIterable {
    case center, full, custom
  }

  /// Everything the page's controls decide, applied in one go.
  struct Settings: Equatable {
    var item: Item = .loading
    var layout: LayoutStyle = .center
    var hasRows = false
    var isForced = false
    var fadesIn = true
    var isTouchAllowed = false
    var isScrollAllowed = false
  }

  let id = "page-states"
  var title: String { translate("Page States") }
  var summary: String {
    translate(
      "PageState: an item shows over the list while it is empty, and over its rows too when forced. Choose an item and a layout; tap the network error anywhere to retry. The switches are the item’s own settings."
    )
  }
  let widget: Widget

  /// The list the items show over.
  let table: TableAdapter<GalleryRowsDataSource>
  /// What the controls say now.
  private(set) var settings = Settings()
  /// What is showing and why, or what the last action did.
  let stateLine = Label()
  /// The lifecycle events, newest last.
  let eventsLine = Label()
  /// Every lifecycle event so far, oldest first.
  private(set) var events: [PresentationEvent] = []

  private let network: SimulatedNetwork
  let dataSource = GalleryRowsDataSource()
  /// "Item:" and its buttons: side by side, or stacked on a narrow window,
  /// where six linked buttons in a row are wider than a phone.
  private var itemRow: Box?
  let itemButtons: GalleryToggleGroup
  let layoutButtons: GalleryToggleGroup
  let rowsSwitch: GallerySwitch
  let forcedSwitch: GallerySwitch
  let fadeSwitch: GallerySwitch
  let touchSwitch: GallerySwitch
  let scrollSwitch: GallerySwitch
  private var retryTask: Task<Void, Never>?
  /// PageState's item that is a view of its own: its widget, its layout
  /// closure (with the Custom layout) and its tap handler.
  let ownItem: CustomPlaceholder
  /// How many taps the own item's handler heard.
  private(set) var ownItemTaps = 0

  /// The rows the list has when it has any.
  static let rows: [String] = (1...30).map { substitute(translate("Story %@"), String($0)) }

  init(network: SimulatedNetwork) {
    self.network = network
    GalleryStyleSheet.install()
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Messages")
    table.register(MessageCell.init)
    table.isPullToRefreshEnabled = false
    table.widget.addCSSClass("page-states-list")

    itemButtons = GalleryToggleGroup(
      titles: [
        translate("_Loading"), translate("_Network Error"), translate("No _Content"), translate("C_ustom"),
        translate("_Own Widget"), translate("_Remove"),
      ],
      accessibleLabel: translate("Item"))
    layoutButtons = GalleryToggleGroup(
      titles: [translate("Centre"), translate("Full"), translate("Custom")],
      tooltips: [
        translate("Centred at its natural size"), translate("Filling the list, 24 pixels in from each side"),
        translate("Placed by the app: pinned to the bottom corner"),
      ],
      accessibleLabel: translate("Layout style"))
    let defaults = Settings()
    rowsSwitch = GallerySwitch(
      translate("Rows in the List"), isOn: defaults.hasRows, tooltip: translate("Fill the list with 30 rows"))
    forcedSwitch = GallerySwitch(
      translate("Forced Display"), isOn: defaults.isForced, tooltip: translate("Show the item even over rows"))
    fadeSwitch = GallerySwitch(translate("Fade In"), isOn: defaults.fadesIn)
    touchSwitch = GallerySwitch(
      translate("Touch"), isOn: defaults.isTouchAllowed,
      tooltip: translate("The item takes clicks; when off they reach the list beneath"))
    scrollSwitch = GallerySwitch(
      translate("Scroll"), isOn: defaults.isScrollAllowed,
      tooltip: translate("The list can scroll while the item shows"))

    ownItem = CustomPlaceholder(widget: Self.makeOwnWidget())

    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    let itemRow = labelled(translate("Item:"), itemButtons.widget)
    self.itemRow = itemRow
    box.append(controlRow([itemRow]))
    box.append(
      controlRow([
        labelled(translate("Layout:"), layoutButtons.widget), rowsSwitch.widget, forcedSwitch.widget,
      ]))
    box.append(controlRow([fadeSwitch.widget, touchSwitch.widget, scrollSwitch.widget]))
    box.append(table.widget)
    table.widget.expandsVertically = true
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    for line in [stateLine, eventsLine] {
      line.xAlign = 0
      line.wraps = true
      line.addCSSClass("gallery-status")
      box.append(line)
    }
    eventsLine.addCSSClass("dim-label")
    eventsLine.text = translate("Lifecycle events appear here as they happen.")

    connectControls()
    table.placeholderSlot.customPlacement = { [weak self] width, height, childWidth, childHeight in
      self?.cornerPlacement(width, height, childWidth, childHeight) ?? (0, 0, childWidth, childHeight)
    }
    table.placeholderSlot.eventHandler = { [weak self] event in self?.record(event) }
    table.placeholderSlot.actionHandler = { [weak self] in self?.retry() }
    // The item's own handlers take its taps; the slot's retry never hears them.
    ownItem.actionHandler = { [weak self] in self?.ownItemTapped() }
    ownItem.backgroundTapHandler = { [weak self] in self?.ownItemTapped() }
    apply(settings, force: true)
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "loading") { [weak self] in self?.show(Self.preset(.loading)) },
      ScreenshotState(name: "network-error") { [weak self] in self?.show(Self.preset(.networkError)) },
      ScreenshotState(name: "no-content") { [weak self] in self?.show(Self.preset(.noContent)) },
      ScreenshotState(name: "custom") { [weak self] in self?.show(Self.preset(.custom)) },
      ScreenshotState(name: "own-widget") { [weak self] in self?.show(Self.preset(.ownWidget)) },
      ScreenshotState(name: "removed") { [weak self] in self?.show(Self.preset(.removed)) },
    ]
  }

  /// Narrow: the item's buttons one under the other, below their label.
  func setNarrow(_ narrow: Bool) {
    itemRow?.orientation = narrow ? .vertical : .horizontal
    itemButtons.widget.orientation = narrow ? .vertical : .horizontal
  }

  /// F5: the network error's retry, when it shows; otherwise nothing to load.
  func refresh() {
    if settings.item == .networkError { retry() }
  }

  /// The settings of a screenshot state: each item with its own defaults, the
  /// network error full and forced over rows (so scrolling is seen blocked),
  /// the custom item pinned to the corner over rows.
  static func preset(_ item: Item) -> Settings {
    var settings = Settings()
    settings.item = item
    settings.isTouchAllowed = defaultTouch(for: item) ?? settings.isTouchAllowed
    settings.isScrollAllowed = defaultScroll(for: item) ?? settings.isScrollAllowed
    switch item {
    case .loading, .noContent:
      break
    case .networkError:
      settings.layout = .full
      settings.hasRows = true
      settings.isForced = true
    case .custom, .ownWidget:
      settings.layout = .custom
      settings.hasRows = true
      settings.isForced = true
    case .removed:
      settings.hasRows = true
    }
    return settings
  }

  /// Puts the page in a state: the controls, the rows and the item.
  func show(_ new: Settings) {
    retryTask?.cancel()
    retryTask = nil
    apply(new, force: false)
  }

  // MARK: - The item

  /// The placeholder for the settings, or nil for "Remove". The own-widget
  /// item's content names `ownItem`, whose layout closure places it with
  /// the Custom layout.
  func content(for settings: Settings) -> PlaceholderContent? {
    var content: PlaceholderContent
    switch settings.item {
    case .loading:
      // PageState's label item: "Loading…" and nothing else. (No spinner:
      // this item stays until the user changes it, and a spinner would
      // redraw the window every frame all that time.)
      content = PlaceholderContent(title: translate("Loading…"), behavior: PlaceholderBehavior(isTouchAllowed: false))
    case .networkError:
      content = .networkError(detail: translate("The network is not cooperating. Tap anywhere to reload."))
    case .noContent:
      content = .noContent(detail: translate("Nothing has been found yet."))
    case .custom:
      content = PlaceholderContent(
        image: .icon("weather-clear-night-symbolic"), title: translate("All Quiet"),
        detail: .plain(translate("A custom item: an image and text of the app’s own choosing.")))
    case .ownWidget:
      content = PlaceholderContent(title: translate("Own Widget"))
    case .removed:
      return nil
    }
    switch settings.layout {
    case .center: content.appearance.layout = .center()
    case .full: content.appearance.layout = .full(insets: EdgeInsets(all: 24))
    case .custom: content.appearance.layout = .custom
    }
    content.appearance.fade = settings.fadesIn ? .standard : .none
    content.behavior.isTouchAllowed = settings.isTouchAllowed
    content.behavior.isScrollAllowed = settings.isScrollAllowed
    content.behavior.isForcedDisplay = settings.isForced
    guard settings.item == .ownWidget else { return content }
    if settings.layout == .custom {
      ownItem.layout = { [weak self] host, placeholder in
        self?.bottomStrip(host, placeholder) ?? (x: 0, y: 0, width: 0, height: 0)
      }
    } else {
      ownItem.layout = nil
    }
    ownItem.content = content
    return ownItem.content
  }

  /// PageState's per-item touch default; nil keeps the switch as it is.
  static func defaultTouch(for item: Item) -> Bool? {
    switch item {
    case .loading: false
    case .networkError, .noContent, .custom, .ownWidget: true
    case .removed: nil
    }
  }

  /// PageState's per-item scroll default: a network error blocks scrolling,
  /// no content allows it; nil keeps the switch as it is.
  static func defaultScroll(for item: Item) -> Bool? {
    switch item {
    case .loading, .networkError: false
    case .noContent, .custom, .ownWidget: true
    case .removed: nil
    }
  }

  /// Applies settings to the list and the controls. Changes that can only
  /// show the item come first and those that can only hide it last, so a
  /// change from one shown state to another never hides the item in
  /// between (which would fire a spurious disappear/appear pair).
  private func apply(_ new: Settings, force: Bool) {
    let old = settings
    settings = new
    syncControls()
    let content = content(for: new)
    var options = table.placeholders.options
    // 1. What can only show: forced on, an item set.
    if new.isForced {
      options.forcedDisplay = true
      table.placeholders.options = options
    }
    if content != nil {
      table.placeholders.content.empty = content
      options.showsEmptyPlaceholder = true
      table.placeholders.options.showsEmptyPlaceholder = true
    }
    // 2. The rows.
    if new.hasRows != old.hasRows || force {
      dataSource.rows = new.hasRows ? Self.rows : []
      table.reloadData()
    }
    // 3. What can only hide: forced off, the item removed.
    if !new.isForced {
      options.forcedDisplay = false
      table.placeholders.options = options
    }
    if content == nil { table.placeholders.options.showsEmptyPlaceholder = false }
    describeState()
  }

  /// Says what shows and why.
  private func describeState() {
    guard let name = itemName(settings.item) else {
      stateLine.text = translate("No item: the list shows as it is.")
      return
    }
    guard table.placeholderSlot.placeholder != nil else {
      stateLine.text = substitute(
        translate("“%@” is set but waits: the list has rows. Turn on Forced Display, or take the rows away."), name)
      return
    }
    var sentences = [substitute(translate("Showing “%@”."), name)]
    if settings.hasRows {
      sentences.append(
        settings.isScrollAllowed
          ? translate("The list scrolls beneath it.") : translate("The list cannot scroll while it shows."))
    }
    if !settings.isTouchAllowed {
      sentences.append(translate("Clicks pass through it to the list."))
    } else if settings.item == .networkError {
      sentences.append(translate("Tap it anywhere to retry."))
    } else if settings.item == .ownWidget {
      sentences.append(translate("Tap it: its own handler answers, not the list’s."))
    }
    stateLine.text = sentences.joined(separator: " ")
  }

  private func itemName(_ item: Item) -> String? {
    switch item {
    case .loading: translate("Loading")
    case .networkError: translate("Network Error")
    case .noContent: translate("No Content")
    case .custom: translate("Custom")
    case .ownWidget: translate("Own Widget")
    case .removed: nil
    }
  }

  // MARK: - Retry

  /// Tap anywhere (or Retry) on the network error: "Loading…" while the
  /// simulated network loads, then the rows, or the error again.
  private func retry() {
    guard settings.item == .networkError, retryTask == nil else { return }
    var loading = settings
    loading.item = .loading
    loading.isTouchAllowed = Self.defaultTouch(for: .loading) ?? loading.isTouchAllowed
    loading.isScrollAllowed = Self.defaultScroll(for: .loading) ?? loading.isScrollAllowed
    apply(loading, force: false)
    stateLine.text = translate("Retry tapped — loading…")
    retryTask = Task { @MainActor [weak self, network] in
      do {
        try await network.load {}
        self?.finishRetry(nil)
      } catch is CancellationError {
        return
      } catch {
        self?.finishRetry(error)
      }
    }
  }

  private func finishRetry(_ error: (any Error)?) {
    retryTask = nil
    var next = settings
    if let error {
      next.item = .networkError
      next.isTouchAllowed = Self.defaultTouch(for: .networkError) ?? next.isTouchAllowed
      next.isScrollAllowed = Self.defaultScroll(for: .networkError) ?? next.isScrollAllowed
      apply(next, force: false)
      stateLine.text = substitute(
        translate("The retry failed: %@ Tap anywhere to try again."), String(describing: error))
    } else {
      next.item = .removed
      next.hasRows = true
      apply(next, force: false)
      stateLine.text = translate("Loaded: the rows are back and the item is removed.")
    }
  }

  // MARK: - Events

  private func record(_ event: PresentationEvent) {
    events.append(event)
    let recent = events.suffix(4).map(Self.eventName)
    eventsLine.text = substitute(
      translate("Events (%1$@ so far): %2$@"), String(events.count), recent.joined(separator: " → "))
  }

  private static func eventName(_ event: PresentationEvent) -> String {
    switch event {
    case .willAppear: translate("will appear")
    case .didAppear: translate("did appear")
    case .willDisappear: translate("will disappear")
    case .didDisappear: translate("did disappear")
    }
  }

  // MARK: - The own item

  /// The own item's widget: PageState's item that is a view of its own.
  private static func makeOwnWidget() -> Widget {
    let icon = Image(iconName: "starred-symbolic", pixelSize: 32)
    icon.addStyle(.dimLabel)
    let title = Label(translate("An Item With Its Own Widget"))
    title.addStyle(.heading)
    let detail = Label(translate("It brings its widget, its layout and its tap handler: tap it."))
    detail.wraps = true
    detail.addStyle(.dimLabel)
    title.xAlign = 0
    detail.xAlign = 0
    let text = Box(orientation: .vertical, spacing: 4, children: [title, detail])
    text.verticalAlignment = .center
    let row = Box(orientation: .horizontal, spacing: 12, children: [icon, text])
    row.addCSSClass("page-states-own-item")
    row.setMargins(12)
    return row
  }

  /// The own item's tap handler: counts, and says that it was the item's.
  private func ownItemTapped() {
    ownItemTaps += 1
    stateLine.text = substitute(
      translate("The item’s own tap handler ran (%@ so far); the list’s retry did not."), String(ownItemTaps))
  }

  /// The own item's layout closure: a strip along the bottom of the host
  /// (the list), 24 pixels in, as tall as the item's widget wants at the
  /// strip's width (its text wraps onto more lines on a phone).
  private func bottomStrip(_ host: Widget, _ placeholder: Widget) -> (x: Int, y: Int, width: Int, height: Int) {
    let margin = 24
    let area = host.allocatedSize
    let width = max(area.width - 2 * margin, 0)
    let height = min(placeholder.naturalHeight(forWidth: width), max(area.height - 2 * margin, 0))
    return (margin, max(area.height - height - margin, 0), width, height)
  }

  // MARK: - Layout

  /// The custom layout: the item at its natural size in the bottom corner
  /// (bottom-right, bottom-left in right-to-left text), 24 pixels in.
  private func cornerPlacement(_ width: Int, _ height: Int, _ childWidth: Int, _ childHeight: Int) -> (
    x: Int, y: Int, width: Int, height: Int
  ) {
    let margin = 24
    let rightToLeft = table.widget.isRightToLeft
    let childWidth = min(childWidth, max(width - 2 * margin, 0))
    let childHeight = min(childHeight, max(height - 2 * margin, 0))
    let x = rightToLeft ? margin : width - childWidth - margin
    return (max(x, 0), max(height - childHeight - margin, 0), childWidth, childHeight)
  }

  // MARK: - Controls

  private func connectControls() {
    itemButtons.changeHandler = { [weak self] index in
      guard let self, let item = Item(rawValue: index) else { return }
      var next = settings
      next.item = item
      next.isTouchAllowed = Self.defaultTouch(for: item) ?? next.isTouchAllowed
      next.isScrollAllowed = Self.defaultScroll(for: item) ?? next.isScrollAllowed
      show(next)
    }
    layoutButtons.changeHandler = { [weak self] index in
      guard let self, let layout = LayoutStyle(rawValue: index) else { return }
      var next = settings
      next.layout = layout
      show(next)
    }
    rowsSwitch.changeHandler = { [weak self] on in self?.change { $0.hasRows = on } }
    forcedSwitch.changeHandler = { [weak self] on in self?.change { $0.isForced = on } }
    fadeSwitch.changeHandler = { [weak self] on in self?.change { $0.fadesIn = on } }
    touchSwitch.changeHandler = { [weak self] on in self?.change { $0.isTouchAllowed = on } }
    scrollSwitch.changeHandler = { [weak self] on in self?.change { $0.isScrollAllowed = on } }
  }

  private func change(_ edit: (inout Settings) -> Void) {
    var next = settings
    edit(&next)
    apply(next, force: false)
  }

  /// Puts the settings on the controls, without their change handlers.
  private func syncControls() {
    itemButtons.select(settings.item.rawValue)
    layoutButtons.select(settings.layout.rawValue)
    rowsSwitch.isOn = settings.hasRows
    forcedSwitch.isOn = settings.isForced
    fadeSwitch.isOn = settings.fadesIn
    touchSwitch.isOn = settings.isTouchAllowed
    scrollSwitch.isOn = settings.isScrollAllowed
  }

  private func controlRow(_ children: [Widget]) -> Box {
    makeControlRow(spacing: 18, children)
  }

  private func labelled(_ title: String, _ control: Widget) -> Box {
    let box = Box(orientation: .horizontal, spacing: 8)
    let label = Label(title)
    label.xAlign = 0
    label.addCSSClass("dim-label")
    box.append(label)
    box.append(control)
    return box
  }
}
