internal import CGtk
import GtkKit
import PlaceholderCore

/// A kind of row widget, built once and bound to many items (the form-items
/// seed's `ItemCell`, CXTableView's cell class).
///
/// Subclass it for each kind of row, register the subclass, and the
/// adapter does the rest. A table with one kind of row registers it alone
/// (`adapter.register(ContactCell.init)`); one with several names each
/// kind with a `CellKindID`, and its data source's `cellKind(for:at:)`
/// says which kind each item is:
///
/// ```swift
/// final class ContactCell: TableCell<Contact> {
///   let name = Label()
///   override func setup() { contentView.append(name) }
///   override func bind(_ item: Contact, at indexPath: IndexPath) { name.text = item.name }
/// }
/// adapter.register(ContactCell.init, for: "contact")
/// ```
///
/// A cell whose row is one widget makes it the row's `root`, and the row
/// is that widget alone, with no box around it:
///
/// ```swift
/// final class NameCell: TableCell<Contact> {
///   let name = Label()
///   override func setup() { root = name }
///   override func bind(_ item: Contact, at indexPath: IndexPath) { name.text = item.name }
/// }
/// ```
///
/// GTK recycles row widgets as the list scrolls: `setup()` runs once per
/// cell, `bind` each time the cell shows a new item, `unbind` when it stops
/// showing it, and `teardown()` once before the cell is destroyed. Keep
/// per-item state in `bind`/`unbind`, never in `setup`. When GTK destroys a
/// row (its item left the model), the list keeps its cell unbound for the
/// next row of the same kind, as UIKit's reuse queue does
/// (`ListAdapter.reusesCells`), so a cell may outlive many rows. A row
/// that only moves (rows were inserted or removed above it) keeps its cell
/// without a new `bind` on GTK 4.12 and later, as UIKit keeps a moved cell:
/// show the item, not its index path.
@MainActor
open class TableCell<Item> {
  /// A vertical box for the cell's widgets, added in `setup()`: the row's
  /// root, unless `setup()` gives the row another `root`. Made when first
  /// asked for: a cell with a root of its own never pays for it.
  public var contentView: Box {
    if let madeContentView { return madeContentView }
    let box = Box(orientation: .vertical, spacing: 0)
    madeContentView = box
    return box
  }
  private var madeContentView: Box?
  /// The widget the row shows: `contentView`, or one widget of the cell's
  /// own set in `setup()`, which the row then shows alone, with no box
  /// around it (a row of one label costs what a label costs; BENCHMARKS.md).
  /// Set later, it is kept as it was, with a warning.
  public var root: Widget {
    get { ownRoot ?? contentView }
    set {
      guard !isPrepared else {
        Diagnostics.warnOnce(
          key: "cell-root-late-\(type(of: self))",
          "\(type(of: self)) set its root after setup(); its rows keep the root they had")
        return
      }
      ownRoot = newValue === madeContentView ? nil : newValue
    }
  }
  /// The root `setup()` gave, if it is not `contentView`.
  private var ownRoot: Widget?
  /// Whether `setup()` has run: the root is the row's from then on.
  private var isPrepared = false
  /// The table style's classes on `root` now (`TableStyling`).
  /// Unchecked for exclusive access: read and set whole, once per bind.
  @exclusivity(unchecked) var rowClasses: [String] = []

  /// Whether a row gave `root` a fixed height once (`RowHost.setHeight`).
  @exclusivity(unchecked) var hasFixedHeight = false

  /// Whether `root` centres itself in a row taller than it.
  private var centresInTallerRow = false

  /// Creates the cell; the adapter calls `setup()` next.
  public init() {}

  /// Runs `setup()`, then fixes the root the rows show. The adapter calls
  /// this, once.
  func prepare() {
    setup()
    isPrepared = true
    root.addCSSClass("placeholders-cell")
    if ownRoot != nil, madeContentView?.firstChild != nil {
      Diagnostics.warnOnce(
        key: "cell-content-view-\(type(of: self))",
        "\(type(of: self)) gives its rows another root, and added widgets to contentView, which they do not show")
    }
  }

  /// The size request that makes `root` take `width` by `height` pixels
  /// in all (-1: its natural size that way). GTK adds a widget's margins
  /// outside its size request, and a root of the app's own may have some
  /// (`contentView` has none).
  func rootRequest(width: Int = -1, height: Int = -1) -> (width: Int, height: Int) {
    let widget = root.gtkWidget
    let across = Int(gtk_widget_get_margin_start(widget) + gtk_widget_get_margin_end(widget))
    let down = Int(gtk_widget_get_margin_top(widget) + gtk_widget_get_margin_bottom(widget))
    return (width < 0 ? -1 : max(width - across, 0), height < 0 ? -1 : max(height - down, 0))
  }

  /// Centres `root` in a row taller than its content: a fixed row height,
  /// or a collection row whose other items are taller. Done when first
  /// needed: a table row of natural height is exactly as tall, and setting
  /// the expansion on every cell costs a walk up the widget tree (toggles,
  /// BENCHMARKS.md).
  func centreInTallerRow() {
    guard !centresInTallerRow else { return }
    centresInTallerRow = true
    root.verticalAlignment = .center
    root.expandsVertically = true
  }

  /// Builds the cell's widgets, and may give the row its `root`. Called once.
  open func setup() {}

  /// Shows an item. Called each time the cell is reused for a row. A row
  /// that only moves (rows came or went above it) is not bound again: show
  /// what the item says, not what its index path does.
  open func bind(_ item: Item, at indexPath: IndexPath) {}

  /// Stops showing the item bound last.
  open func unbind() {}

  /// Releases what `setup()` built that needs releasing. Called once.
  open func teardown() {}

  /// The cell's own row height in pixels, or nil for its natural height. A
  /// height from the data source (`rowHeight(for:at:)`) wins over this.
  open var preferredHeight: Int? { nil }
}
