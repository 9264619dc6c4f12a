import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// DZNEmptyDataSet's gallery: seventeen empty states in the style of real
/// apps, each a different mix of image, animation, spinner, title, detail,
/// button style, custom view, offset, spacing, layout and background. The
/// chosen one is the empty placeholder of a real table on the right, so it
/// goes away when rows arrive and comes back when they go, as
/// DZNEmptyDataSet's did on `reloadData`.
@MainActor
final class GalleryPage: DemoPage {
  let id = "gallery"
  var title: String { translate("Gallery") }
  var summary: String {
    translate(
      "DZNEmptyDataSet: empty states as real apps draw them. Choose one of the styles (arrow keys or a click) to see it over the list; press its button, and add or remove rows to see it go and come back."
    )
  }
  let widget: Widget

  /// The styles, in list order.
  let styles: [GalleryStyle]
  /// The table whose empty placeholder is the chosen style.
  let table: TableAdapter<GalleryRowsDataSource>
  /// The index of the chosen style.
  private(set) var chosenIndex = 0
  /// What the last action did, or how to use the page.
  let status = Label()

  let dataSource = GalleryRowsDataSource()
  let styleList = ListBox(selectionMode: .browse)
  /// DZNEmptyDataSet's side margins, a sixteenth of the width, on any style.
  let proportionalMarginsCheck = CheckButton(label: translate("Margins follow the width"))
  /// DZNEmptyDataSet's 11-pixel spacing instead of our 12.
  let compactSpacingCheck = CheckButton(label: translate("Seed spacing (11 px)"))
  /// Custom views pinned to every edge, as DZNEmptyDataSet's `customView`.
  let fillCustomCheck = CheckButton(label: translate("Custom view fills"))
  private let styleScroller = ScrolledWindow()
  /// The style list and the list, side by side; stacked on a narrow window.
  private let body = Box(orientation: .horizontal, spacing: 0)
  private let bodySeparator = Separator(orientation: .vertical)
  private var connections: [SignalConnection] = []
  /// The custom views the slot shows, kept so their controls stay connected.
  private var customViews: [GalleryStyle.CustomView: GalleryCustomView] = [:]
  /// The placeholders that show them: a placeholder's content names its
  /// custom placeholder, which must live while it may show.
  private var customPlaceholders: [GalleryStyle.CustomView: CustomPlaceholder] = [:]
  /// Bumped on every choice, so a pending "reconnect" of an earlier choice
  /// does not land on a later one.
  private var generation = 0
  private var addedRows = 0

  init() {
    GalleryStyleSheet.install()
    styles = GalleryStyle.all()
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Messages")
    table.register(MessageCell.init)
    // Nothing to load here: pulls and F5 in the list would only spin.
    table.isPullToRefreshEnabled = false

    widget = body
    body.append(makeStyleList())
    body.append(bodySeparator)

    let right = Box(orientation: .vertical, spacing: 0)
    right.expandsHorizontally = true
    right.append(
      makeListToolbar([
        (translate("_Add Row"), { @MainActor [weak self] in self?.addRow() }),
        (translate("_Empty the List"), { @MainActor [weak self] in self?.emptyList() }),
      ]))
    right.append(makeLayoutChecks())
    right.append(table.widget)
    table.widget.expandsVertically = true
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    status.xAlign = 0
    status.wraps = true
    status.addCSSClass("gallery-status")
    status.addCSSClass("dim-label")
    right.append(status)
    body.append(right)

    makeCustomPlaceholders()
    table.placeholderSlot.actionHandler = { [weak self] in self?.runAction() }
    // DZNEmptyDataSet's didTapView beside didTapButton: a tap beside the
    // button says so, unless the style asks for tap anywhere.
    table.placeholderSlot.backgroundTapHandler = { [weak self] in self?.backgroundTapped() }
    select(0)
  }

  var screenshotStates: [ScreenshotState] {
    styles.indices.map { index in
      ScreenshotState(name: styles[index].slug) { [weak self] in self?.select(index) }
    }
  }

  /// Narrow: the style list above the list, as tall as a few styles;
  /// wide: beside it, as tall as the page.
  func setNarrow(_ narrow: Bool) {
    body.orientation = narrow ? .vertical : .horizontal
    bodySeparator.orientation = narrow ? .horizontal : .vertical
    styleScroller.setMinimumSize(width: narrow ? -1 : 250, height: narrow ? 180 : -1)
  }

  /// F5: show the chosen style again over an empty list.
  func refresh() { choose(chosenIndex) }

  /// The chosen style.
  var chosen: GalleryStyle { styles[chosenIndex] }

  /// Selects a style in the list and shows it; an index out of range is
  /// ignored.
  func select(_ index: Int) {
    guard styles.indices.contains(index), let row = styleList.row(at: index) else { return }
    if styleList.selectedIndex == index {
      choose(index)
    } else {
      styleList.selectRow(at: index)  // row-selected chooses it
    }
    // Seen without taking the keyboard focus (GtkListBox in GTK 4.8
    // scrolls only to the focused row).
    styleScroller.scrollToShow(row.widget)
  }

  // MARK: - The style list

  private func makeStyleList() -> Widget {
    styleList.widget.addCSSClass("navigation-sidebar")
    styleList.widget.addCSSClass("gallery-styles")
    styleList.widget.setAccessibleLabel(translate("Empty states"))
    for style in styles {
      // The row GtkListBox wraps it in: a screen reader reads its name and
      // the ingredients.
      let row = styleList.append(makeRow(for: style))
      row.widget.setAccessibleLabel(style.name)
      row.widget.setAccessibleDescription(style.features)
    }
    // Arrow keys move the selection (browse mode), and each move shows the
    // style; Enter or a click on the chosen one shows it again over an
    // empty list.
    styleList.onRowSelected { [weak self] index in
      guard let index else { return }
      self?.choose(index)
    }.store(in: &connections)
    styleList.onRowActivated { [weak self] index in self?.choose(index) }.store(in: &connections)
    // Only as wide as the rows ask, as tall as the page.
    styleScroller.expandsHorizontally = false
    styleScroller.expandsVertically = false
    styleScroller.scrollsHorizontally = false
    styleScroller.child = styleList.widget
    setNarrow(false)
    return styleScroller
  }

  /// The buttons above the list, their handlers held by the page.
  private func makeListToolbar(_ buttons: [(String, @MainActor () -> Void)]) -> Box {
    let toolbar = makeControlRow(spacing: 6)
    for (title, action) in buttons {
      // A mnemonic button names itself by its title without the underscore.
      let button = Button(label: title, mnemonic: true)
      button.onClicked(action).store(in: &connections)
      toolbar.append(button)
    }
    return toolbar
  }

  private func makeRow(for style: GalleryStyle) -> Widget {
    let row = Box(orientation: .horizontal, spacing: 10)
    let icon = Image(iconName: style.icon)
    icon.verticalAlignment = .start
    icon.setMargins(top: 2, bottom: 0, start: 0, end: 0)
    row.append(icon)
    let texts = Box(orientation: .vertical, spacing: 2)
    texts.expandsHorizontally = true
    let name = Label(style.name)
    name.xAlign = 0
    name.addCSSClass("gallery-style-name")
    let features = Label(style.features)
    features.xAlign = 0
    features.wraps = true
    features.maxWidthCharacters = 28
    features.addCSSClass("gallery-style-features")
    features.addCSSClass("dim-label")
    texts.append(name)
    texts.append(features)
    row.append(texts)
    return row
  }

  // MARK: - Choosing and acting

  /// Shows a style as the empty placeholder of an emptied list.
  private func choose(_ index: Int) {
    guard styles.indices.contains(index) else { return }
    chosenIndex = index
    generation += 1
    dataSource.rows = []
    table.placeholders.content.empty = shownContent
    table.reloadData()
    status.text = substitute(translate("%1$@: %2$@."), styles[index].name, styles[index].features)
  }

  /// The chosen style as shown: with the seed's layout numbers when checked.
  var shownContent: PlaceholderContent { content(for: chosen) }

  /// What `style` shows: its content with the layout checks, naming its
  /// custom placeholder when it has a custom view.
  private func content(for style: GalleryStyle) -> PlaceholderContent {
    let content = withLayoutChecks(style.content)
    guard let view = style.customView, let placeholder = customPlaceholders[view] else { return content }
    placeholder.content = content
    return placeholder.content
  }

  /// `content` with DZNEmptyDataSet's margins, spacing and custom-view
  /// sizing where their checks are on.
  private func withLayoutChecks(_ content: PlaceholderContent) -> PlaceholderContent {
    var content = content
    if proportionalMarginsCheck.isActive { content.appearance.sideMargins = .proportional }
    if compactSpacingCheck.isActive, content.appearance.spacing == PlaceholderAppearance.defaultSpacing {
      content.appearance.spacing = PlaceholderAppearance.compactSpacing
    }
    if fillCustomCheck.isActive { content.appearance.customContentSizing = .fill }
    return content
  }

  /// The checks for DZNEmptyDataSet's layout numbers; each shows the
  /// chosen style again with or without it.
  private func makeLayoutChecks() -> Box {
    let row = makeControlRow(spacing: 12)
    proportionalMarginsCheck.tooltip = translate("Title, detail and button a sixteenth of the width in from each side")
    compactSpacingCheck.tooltip = translate("11 pixels between the parts, as DZNEmptyDataSet; ours is 12")
    fillCustomCheck.tooltip = translate("The Sign In and Welcome views fill the list instead of sitting at their size")
    for check in [proportionalMarginsCheck, compactSpacingCheck, fillCustomCheck] {
      check.onToggled { [weak self] _ in self?.layoutChecksChanged() }.store(in: &connections)
      row.append(check)
    }
    return row
  }

  private func layoutChecksChanged() {
    for view in customViews.values { GalleryCustomViews.setFills(view, fillCustomCheck.isActive) }
    table.placeholders.content.empty = shownContent
  }

  /// The placeholder's button, or a tap anywhere on it.
  private func backgroundTapped() {
    if chosen.content.behavior.tapAnywhereTriggersAction {
      runAction()
    } else {
      status.text = translate("Tapped the placeholder, not its button.")
    }
  }

  private func runAction() {
    switch chosen.action {
    case .none:
      break
    case .status(let text):
      status.text = text
    case .addRows(let rows, let text):
      dataSource.rows = rows
      table.reloadData()
      status.text = text
    case .reconnect:
      reconnect()
    }
  }

  /// Tap-to-retry: "Reconnecting…" for a moment, then the error again.
  private func reconnect() {
    let style = chosen
    let current = generation
    status.text = translate("Retry tapped — reconnecting…")
    table.placeholders.content.empty = .loading(title: translate("Reconnecting…"))
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(1500))
      guard let self, generation == current else { return }
      table.placeholders.content.empty = content(for: style)
      status.text = translate("Still no connection. Tap anywhere to try again.")
    }
  }

  private func addRow() {
    addedRows += 1
    dataSource.rows.append(substitute(translate("Row %@"), String(addedRows)))
    table.reloadData()
    status.text = translate("The list has rows: the empty placeholder hides.")
  }

  private func emptyList() {
    dataSource.rows = []
    table.reloadData()
    status.text = translate("The list is empty: the placeholder shows again.")
  }

  private func makeCustomPlaceholders() {
    let signIn = GalleryCustomViews.signInForm(
      onSignIn: { [weak self] email in
        let trimmed = email.trimmingWhitespace()
        self?.status.text =
          trimmed.isEmpty
          ? translate("Sign In ran: type an email address first.")
          : substitute(translate("Sign In ran: signing in as %@…"), trimmed)
      },
      onCreateAccount: { [weak self] in
        self?.status.text = translate("The link ran: the sign-up page would open now.")
      })
    let welcome = GalleryCustomViews.welcomeChecklist { [weak self] step in self?.runWelcomeStep(step) }
    for (kind, view) in [(GalleryStyle.CustomView.signIn, signIn), (.welcome, welcome)] {
      GalleryCustomViews.setFills(view, fillCustomCheck.isActive)
      customViews[kind] = view
      customPlaceholders[kind] = CustomPlaceholder(widget: view.widget)
    }
  }

  private func runWelcomeStep(_ step: Int) {
    switch step {
    case 0:
      status.text = translate("Create ran: a list named “Groceries” was made. Add a task to fill it.")
    case 1:
      dataSource.rows = [translate("Buy milk")]
      table.reloadData()
      status.text = translate("Add ran: the first task is in the list, so the checklist went away.")
    default:
      status.text = translate("Invite ran: a sharing dialog would open now.")
    }
  }
}
