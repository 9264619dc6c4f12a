internal import CGtk
import GtkKit

// Raw GTK here: a list-item factory's four signals, connected to C functions that reach their handler without a closure.

/// Hears a GtkSignalListItemFactory's `setup`, `bind`, `unbind` and
/// `teardown`, which GTK emits for every row it makes, shows and drops,
/// and its list view's `unrealize`.
///
/// Each signal calls a C function whose data is this object itself,
/// unretained: no closure box to load, and no weak reference. A weak
/// reference gives an object a side table, and from then on every retain
/// and release of it takes the runtime's slow path, several per row here
/// (GTK 4.24's first frame, BENCHMARKS.md). The object disconnects the
/// four as it goes away, so GTK never calls one that is gone; it keeps the
/// factory alive until then, so the factory is there to disconnect from.
@MainActor
class ListItemFactorySignals {
  private let factory: ObjectReference
  /// The list view whose `unrealize` it hears, once connected. Not a
  /// reference of its own (one kept a dropped list alive:
  /// ReliabilityLeakTests): the subclass holds the list view until this
  /// object's deinit has run.
  nonisolated(unsafe) private var listView: UnsafeMutableRawPointer?

  /// Hears `factory`'s signals from `connectFactorySignals()` on.
  init(factory: OpaquePointer) {
    g_object_ref(UnsafeMutableRawPointer(factory))
    self.factory = ObjectReference(taking: factory)
  }

  /// Disconnects at once, on any thread (GLib's signal tables are
  /// thread-safe), so GTK never calls a handler that is gone. Not an
  /// `isolated deinit`: from code the concurrency runtime does not know as
  /// the main actor (GTK's callbacks), that one waits for a later turn.
  deinit {
    let data = Unmanaged.passUnretained(self).toOpaque()
    pg_disconnect_by_data(factory.pointer, data)
    if let listView { pg_disconnect_by_data(listView, data) }
  }

  /// Connects the four signals; called once, when the subclass is ready
  /// for them.
  final func connectFactorySignals() {
    let data = Unmanaged.passUnretained(self).toOpaque()
    let callbacks: [(String, ListItemCallback)] = [
      (
        "setup",
        { _, item, data in ListItemFactorySignals.hear(data, item, checked: true, ListItemFactorySignals.setUpEntry) }
      ),
      ("bind", { _, item, data in ListItemFactorySignals.hear(data, item, ListItemFactorySignals.bindEntry) }),
      ("unbind", { _, item, data in ListItemFactorySignals.hear(data, item, ListItemFactorySignals.unbindEntry) }),
      ("teardown", { _, item, data in ListItemFactorySignals.hear(data, item, ListItemFactorySignals.tearDownEntry) }),
    ]
    for (signal, callback) in callbacks {
      pg_connect_unowned(factory.pointer, signal, unsafeBitCast(callback, to: GCallback.self), data)
    }
  }

  /// Connects `listView`'s `unrealize` to `listViewUnrealized()`; called
  /// once.
  final func hearUnrealize(of listView: Widget) {
    self.listView = UnsafeMutableRawPointer(listView.gtkWidget)
    let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      guard let data else { return }
      requireMainThread()
      let handler = Unmanaged<ListItemFactorySignals>.fromOpaque(data).takeUnretainedValue()
      unsafeBitCast(ListItemFactorySignals.unrealizedEntry, to: ((ListItemFactorySignals) -> Void).self)(handler)
    }
    pg_connect_unowned(
      listView.gtkWidget, "unrealize", unsafeBitCast(callback, to: GCallback.self),
      Unmanaged.passUnretained(self).toOpaque())
  }

  /// A new list item: give it its row.
  func setUpRow(_ listItem: OpaquePointer) {}
  /// A list item about to show an item.
  func bindRow(_ listItem: OpaquePointer) {}
  /// A list item no longer showing its item.
  func unbindRow(_ listItem: OpaquePointer) {}
  /// A list item going away.
  func tearDownRow(_ listItem: OpaquePointer) {}
  /// The list view left its window.
  func listViewUnrealized() {}

  /// The C shape of the four signals: the factory, the list item, the data.
  private typealias ListItemCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

  /// The methods the signals call, as stored functions: entering
  /// main-actor code through one costs a thread check (as `MainThread`
  /// does), where a closure literal would cost an escape check.
  private nonisolated static let setUpEntry: Entry = { $0.setUpRow($1) }
  private nonisolated static let bindEntry: Entry = { $0.bindRow($1) }
  private nonisolated static let unbindEntry: Entry = { $0.unbindRow($1) }
  private nonisolated static let tearDownEntry: Entry = { $0.tearDownRow($1) }
  private typealias Entry = @MainActor (ListItemFactorySignals, OpaquePointer) -> Void
  private nonisolated static let unrealizedEntry: @MainActor (ListItemFactorySignals) -> Void = {
    $0.listViewUnrealized()
  }

  /// Calls `entry` with the handler and the list item, on the main thread.
  /// Only a new list item is checked for its type: the later signals find
  /// their row by what `setUpRow` stored on the item.
  private nonisolated static func hear(
    _ data: UnsafeMutableRawPointer?, _ item: UnsafeMutableRawPointer?, checked: Bool = false, _ entry: @escaping Entry
  ) {
    guard let data, let item, !checked || pg_is_list_item(item) != 0 else { return }
    requireMainThread()
    let handler = Unmanaged<ListItemFactorySignals>.fromOpaque(data).takeUnretainedValue()
    unsafeBitCast(entry, to: ((ListItemFactorySignals, OpaquePointer) -> Void).self)(handler, OpaquePointer(item))
  }
}
