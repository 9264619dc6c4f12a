internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: it marks the skeleton hidden from screen readers (GTK's accessible-state constant), and walks a
// cell's widgets to its labels, which GtkKit does not wrap.

/// The skeleton rows a list shows in its loading placeholder's place
/// (`ListAdapter.skeletonRows`): the list's own cells, set up and bound to
/// the placeholder value, in a box the placeholder slot shows as a custom
/// placeholder. The core decides when (`SkeletonRowsRule`) and with what
/// words (`ListPlaceholderConfiguration.skeletonContent`); this only builds
/// and styles the rows.
///
/// The rows never enter GTK's list model: positions, selection and focus
/// are the real rows' alone. They take no clicks and no focus, and are
/// hidden from screen readers, which find the slot's busy "Loading…" group.
@MainActor
final class ListSkeleton<DataSource: TableDataSource> {
  typealias Item = DataSource.Item

  /// What the app asked for; a change builds the rows again when next shown.
  var rows: SkeletonRows<Item>? {
    didSet { releaseCells() }
  }

  /// How a collection lays out its items; nil for a table's rows.
  var grid: SkeletonGrid<Item>? {
    didSet { releaseCells() }
  }
  private let cells: CellRegistry<Item>
  private let sync: ListModelSync<DataSource>
  /// The box of rows, shown by the slot through `placeholder`.
  let box = Box(orientation: .vertical, spacing: 0)
  private lazy var placeholder = CustomPlaceholder(widget: box)
  /// The cells bound now, released when the rows change.
  private(set) var boundCells: [TableCell<Item>] = []
  private var animationsSetting: SignalConnection?

  init(cells: CellRegistry<Item>, sync: ListModelSync<DataSource>) {
    self.cells = cells
    self.sync = sync
    box.addLibraryCSSClass("placeholders-skeleton")
    box.canTarget = false
    box.canFocus = false
    box.verticalAlignment = .start
    box.setAccessibleState(GTK_ACCESSIBLE_STATE_HIDDEN, true)
    animationsSetting = box.onAnimationsSettingChanged { [weak self] in self?.followAnimationsSetting() }
  }

  isolated deinit { releaseCells() }

  /// The name of the custom placeholder showing the rows, built if they
  /// are not; nil when the list has none to show.
  func placeholderID() -> CustomPlaceholderID? {
    guard let rows, rows.count > 0 else { return nil }
    if boundCells.isEmpty { build(rows) }
    followAnimationsSetting()
    return placeholder.id
  }

  /// The pulse runs while the desktop allows animations; under reduced
  /// motion the blocks stand still.
  private func followAnimationsSetting() {
    if box.animationsEnabled {
      box.addCSSClass("placeholders-skeleton-pulse")
    } else {
      box.removeCSSClass("placeholders-skeleton-pulse")
    }
  }

  /// `rows.count` cells bound to the placeholder value, laid out as the
  /// list lays out its items: a table's one to a row, a collection's
  /// flowing (`grid`).
  private func build(_ rows: SkeletonRows<Item>) {
    ListStyle.install(.skeleton, for: box)
    let flow = grid?.makeFlow()
    if let flow { box.append(flow) }
    for position in 0..<rows.count {
      let indexPath = IndexPath(section: 0, item: position)
      let kind = rows.kind ?? sync.dataSource?.cellKind(for: rows.item, at: indexPath) ?? .default
      let cell = cells.makeCell(for: kind, item: rows.item)
      cell.prepare()
      cell.bind(rows.item, at: indexPath)
      Self.fitBlocksToText(under: cell.root.gtkWidget)
      boundCells.append(cell)
      if let grid, let flow {
        grid.add(cell, of: rows.item, at: indexPath, to: flow)
        continue
      }
      let row = Box(orientation: .vertical, spacing: 0)
      row.addLibraryCSSClass("placeholders-skeleton-row")
      row.append(cell.root)
      if let height = sync.dataSource?.rowHeight(for: rows.item, at: indexPath) ?? cell.preferredHeight {
        cell.root.setMinimumSize(height: cell.rootRequest(height: height).height)
        cell.centreInTallerRow()
      }
      box.append(row)
    }
  }

  /// Each label's block as wide as its text, on the side its text goes:
  /// a label stretched across its row (a title beside a date) would
  /// otherwise be a bar across the whole row.
  private static func fitBlocksToText(under widget: UnsafeMutablePointer<GtkWidget>) {
    if pg_is_instance_of(widget, gtk_label_get_type()) != 0 {
      let xAlign = gtk_label_get_xalign(gcast(widget))
      gtk_widget_set_halign(widget, xAlign < 0.34 ? GTK_ALIGN_START : xAlign > 0.66 ? GTK_ALIGN_END : GTK_ALIGN_CENTER)
      return
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      fitBlocksToText(under: current)
      child = gtk_widget_get_next_sibling(current)
    }
  }

  /// Unbinds and tears down the cells, and empties the box.
  private func releaseCells() {
    for cell in boundCells {
      cell.unbind()
      cell.teardown()
    }
    boundCells = []
    box.removeAll()
  }
}
