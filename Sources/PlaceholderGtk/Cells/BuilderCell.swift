internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: GtkBuilder, whose objects are looked up by name and type.

/// A cell whose widgets are described in GtkBuilder XML (a `.ui` file, the
/// GNOME way to describe widgets; CXTableView's `loadFromXib`).
///
/// ```swift
/// table.register(kind: "contact") {
///   BuilderCell<Contact>(.file(path: "contact-row.ui")) { cell, contact, _ in
///     cell.setText(contact.name, of: "name")
///   }
/// }
/// ```
///
/// The XML must define a widget with the id `root` (or the id given). A file
/// that is missing or invalid, or has no such widget, is reported once and
/// the cell shows the error instead of crashing.
@MainActor
public final class BuilderCell<Item>: TableCell<Item> {
  /// Where the XML comes from.
  public enum Source: Sendable {
    /// A `.ui` file.
    case file(path: String)
    /// XML in a string.
    case string(String)
  }

  private let source: Source
  private let rootID: String
  private let onBind: @MainActor (BuilderCell<Item>, Item, IndexPath) -> Void
  private var builder: ObjectReference?

  /// Creates a cell built from `source`, filled in by `bind` for each item.
  public init(
    _ source: Source, rootID: String = "root",
    bind: @escaping @MainActor (BuilderCell<Item>, Item, IndexPath) -> Void
  ) {
    self.source = source
    self.rootID = rootID
    self.onBind = bind
    super.init()
  }

  /// Builds the widgets from the XML.
  public override func setup() {
    switch BuilderCell.build(source, rootID: rootID) {
    case .success(let (builder, root)):
      self.builder = builder
      contentView.append(root)
    case .failure(let error):
      Diagnostics.warnOnce(key: "builder-cell-\(rootID)-\(error)", error.description)
      contentView.append(Label(error.description))
    }
  }

  /// Calls the bind closure.
  public override func bind(_ item: Item, at indexPath: IndexPath) {
    guard builder != nil else { return }
    onBind(self, item, indexPath)
  }

  /// The widget with an id in the XML, if it exists and is a widget.
  public func widget(named id: String) -> Widget? {
    gtkWidget(named: id).map { Widget(retaining: $0) }
  }

  private func gtkWidget(named id: String) -> UnsafeMutablePointer<GtkWidget>? {
    guard let builder, let object = gtk_builder_get_object(gcast(builder.pointer), id), pg_is_widget(object) != 0
    else { return nil }
    return gcast(object)
  }

  /// Sets the text of the label with an id, shown literally.
  public func setText(_ text: String, of id: String) {
    guard let label = gtkWidget(named: id), pg_is_instance_of(label, gtk_label_get_type()) != 0 else { return }
    gtk_label_set_text(gcast(label), text)
  }

  /// Loads the XML; a failure becomes a one-line message.
  private static func build(
    _ source: Source, rootID: String
  ) -> Result<(ObjectReference, UnsafeMutablePointer<GtkWidget>), BuilderCellError> {
    guard let builder = gtk_builder_new() else { return .failure(BuilderCellError("GTK could not create a builder")) }
    let reference = ObjectReference(taking: builder)
    var error: UnsafeMutablePointer<GError>?
    let loaded: gboolean
    switch source {
    case .file(let path): loaded = gtk_builder_add_from_file(builder, path, &error)
    case .string(let xml): loaded = gtk_builder_add_from_string(builder, xml, -1, &error)
    }
    if loaded == 0 {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      g_clear_error(&error)
      return .failure(BuilderCellError("could not load the cell's GtkBuilder XML: \(reason)"))
    }
    guard let root = gtk_builder_get_object(builder, rootID), pg_is_widget(root) != 0 else {
      return .failure(BuilderCellError("the cell's GtkBuilder XML has no widget with id '\(rootID)'"))
    }
    return .success((reference, gcast(root)))
  }
}

/// Why a builder cell could not be built.
struct BuilderCellError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
