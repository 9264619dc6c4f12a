internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: it is a GObject: the GListModel the list view reads, registered with GLib's type system.

/// A GListModel whose rows exist only while GTK asks for them.
///
/// It reports a row count and hands GTK a tiny GObject for a position only
/// when GTK requests one (for rows near the viewport), so a list of
/// 1,000,000 rows costs no more memory than a list of 100. The row objects
/// carry nothing: a bound cell asks its GtkListItem for its current
/// position and looks the row up in the adapter's `FlatIndex`, which stays
/// right as rows move because every change reaches GTK as `items-changed`
/// splices.
///
/// **Stable rows.** While GTK holds a row's object, asking for that row
/// again gives the same object, and a splice that only moves the row keeps
/// it (`RowIdentities` follows the splices); a splice that removes the row
/// drops its object, and one that replaces it either drops it too or, for
/// the rows' own changes (`emit(_:reusingReplacedRows:)`), hands it on to
/// the row that takes its place. GTK 4.12 and later rebind a list item only
/// when its object changes, so a splice rebinds only the rows it touched
/// there; GTK 4.8 rebinds every row whose position changed anyway.
/// The model holds no reference to the row objects: it hears when GTK lets
/// one go (their type's finalize) and forgets it.
///
/// The GObject side (type `PlaceholdersLazyListModel`) points back at this
/// Swift object without retaining it; when the Swift object goes away the
/// model empties itself, so a list that outlives its adapter shows nothing
/// instead of reading freed memory.
@MainActor
final class LazyListModel {
  /// The GListModel object.
  let reference: ObjectReference
  /// The number of rows GTK currently believes the model has. Read by
  /// GTK's callbacks without entering main-actor code (they check the
  /// thread): entering it costs a closure per row (toggles, BENCHMARKS.md).
  nonisolated(unsafe) private(set) var count: Int = 0
  /// The row objects alive, by row. Each live row object keeps it alive.
  nonisolated(unsafe) private let rows = RowIdentities()
  /// `PlaceholdersLazyRow`, read once: a `static let` is a check per read.
  private nonisolated let rowObjectType = LazyListModel.rowType

  init() {
    // g_object_new_with_properties is the non-variadic g_object_new.
    guard let object = g_object_new_with_properties(Self.gtype, 0, nil, nil) else {
      preconditionFailure("GObject could not instantiate PlaceholdersLazyListModel")
    }
    reference = ObjectReference(taking: object)
    Self.ownerSlot(of: UnsafeMutableRawPointer(reference.pointer)).storeBytes(
      of: Unmanaged.passUnretained(self).toOpaque(), as: UnsafeMutableRawPointer?.self)
  }

  isolated deinit {
    Self.ownerSlot(of: UnsafeMutableRawPointer(reference.pointer)).storeBytes(
      of: nil, as: UnsafeMutableRawPointer?.self)
    rows.removeAll()
    if count > 0 {
      g_list_model_items_changed(listModel, 0, guint(count), 0)
    }
  }

  /// The model as the opaque `GListModel*` GTK functions take.
  var listModel: OpaquePointer { gcast(reference.pointer) }

  /// How many rows have a live object now: about the rows GTK shows.
  var liveRowObjects: Int { rows.count }

  /// Tells GTK about changes: the splices are emitted in order, as
  /// `SpliceEmission` shapes them (many become one span, a big replacement a
  /// removal then an addition).
  func apply(_ splices: [Splice]) {
    // Shaped so that GTK's own work stays in proportion (`SpliceEmission`).
    emit(SpliceEmission.emissions(for: splices, count: count))
  }

  /// Emits `items-changed` for each splice as it is, in order (splices
  /// `SpliceEmission` shaped already), with the count GTK reads during each
  /// emission already matching it, and the rows it moved keeping their
  /// objects.
  ///
  /// With `reusingReplacedRows`, the rows a splice replaces keep their
  /// objects for the rows that replace them (`RowIdentities`), each object's
  /// `generation` counting the change: GTK keeps their widgets instead of
  /// destroying a screen of them and building as many (a search's landing,
  /// BENCHMARKS.md), and the caller binds them again once the change is
  /// complete (GTK 4.12 and later do not rebind a row whose object stayed;
  /// GTK 4.8 does, and `RowFactory` lets it). Returns whether any was.
  @discardableResult
  func emit(_ emissions: [Splice], reusingReplacedRows: Bool = false) -> Bool {
    // A big replacement split in two replaces the rows GTK shows in place
    // first, so that their objects can go on.
    let emissions =
      reusingReplacedRows
      ? SpliceEmission.replacingShownRowsInPlace(emissions, rowsWithObjects: rows.rowsReachingLastIdentity(from:))
      : emissions
    var reusedAny = false
    for (index, splice) in emissions.enumerated() {
      count += splice.added - splice.removed
      if reusingReplacedRows {
        for identity in rows.applyReusingReplaced(splice) {
          guard let object = UnsafeMutableRawPointer(bitPattern: identity) else { continue }
          Self.generationSlot(of: object).storeBytes(of: Self.generation(of: object) &+ 1, as: UInt.self)
          reusedAny = true
        }
      } else {
        rows.apply(splice)
      }
      isEmittingPassingRows = SpliceEmission.leavesRowsPassing(emissions, at: index)
      g_list_model_items_changed(listModel, guint(splice.position), guint(splice.removed), guint(splice.added))
      isEmittingPassingRows = false
    }
    return reusedAny
  }

  /// True during an emission after which rows still move before the change
  /// is complete (any but the last of a change): a row GTK binds
  /// then is read at a position that is not its own yet, so its binding
  /// waits until the change is complete (`RowFactory`).
  private(set) var isEmittingPassingRows = false

  /// Replaces every row: one splice from the old count to `newCount`.
  func reset(to newCount: Int) {
    apply([Splice(position: 0, removed: count, added: newCount)])
  }

  /// The object for the row at `position` (a new reference), or nil past
  /// the end: the one GTK holds for it already, else a new one. Main
  /// thread only.
  private nonisolated func item(at position: Int) -> UnsafeMutableRawPointer? {
    requireMainThread()
    guard position >= 0, position < count else { return nil }
    if let address = rows.identity(at: position), let known = UnsafeMutableRawPointer(bitPattern: address) {
      return g_object_ref(known)
    }
    guard let object = g_object_new_with_properties(rowObjectType, 0, nil, nil) else { return nil }
    rows.remember(UInt(bitPattern: object), at: position)
    Self.ownerSlot(of: object).storeBytes(
      of: Unmanaged.passRetained(rows).toOpaque(), as: UnsafeMutableRawPointer?.self)
    return UnsafeMutableRawPointer(object)
  }

  // MARK: - The row objects' type

  /// Where a row object keeps its owner (the retained `RowIdentities`), and
  /// the model object its Swift owner (unretained): right after the GObject
  /// part.
  private nonisolated static func ownerSlot(of object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    object.advanced(by: MemoryLayout<GObject>.size)
  }

  /// Where a row object counts the rows it stood for: after its owner.
  private nonisolated static func generationSlot(of object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    object.advanced(by: MemoryLayout<GObject>.size + MemoryLayout<UnsafeMutableRawPointer>.size)
  }

  /// How many times a row object of this model has been given to another
  /// row (`emit(_:reusingReplacedRows:)`): a row bound to the object at
  /// one generation shows another row at the next. 0 for a new object.
  nonisolated static func generation(of rowObject: UnsafeMutableRawPointer) -> UInt {
    generationSlot(of: rowObject).load(as: UInt.self)
  }

  /// Registers `PlaceholdersLazyRow`: a GObject with room for its owner
  /// and its generation (GLib zeroes a new instance), whose finalize makes
  /// the owner forget it. A weak reference per row did the same with a
  /// list of notifiers on each object, twice the work (toggles,
  /// BENCHMARKS.md).
  private nonisolated static let rowType: GType = g_type_register_static_simple(
    pg_type_object(), "PlaceholdersLazyRow",
    guint(MemoryLayout<GObjectClass>.size),
    { objectClass, _ in
      guard let objectClass else { return }
      objectClass.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
        guard let object else { return }
        if let ownerPointer = LazyListModel.ownerSlot(of: object).load(as: UnsafeMutableRawPointer?.self) {
          requireMainThread()
          let rows = Unmanaged<RowIdentities>.fromOpaque(ownerPointer)
          rows.takeUnretainedValue().forget(UInt(bitPattern: object))
          rows.release()
        }
        let parent = g_type_class_peek(pg_type_object())?.assumingMemoryBound(to: GObjectClass.self)
        parent?.pointee.finalize?(object)
      }
    },
    guint(MemoryLayout<GObject>.size + MemoryLayout<UnsafeMutableRawPointer>.size + MemoryLayout<UInt>.size), nil,
    pg_type_flags_none())

  // MARK: - The GObject type

  /// Registers `PlaceholdersLazyListModel`: a GObject implementing GListModel,
  /// with room for its Swift owner (GTK reads the model for every row: a
  /// slot is one load where qdata was a search).
  private static let gtype: GType = {
    let type = g_type_register_static_simple(
      pg_type_object(), "PlaceholdersLazyListModel",
      guint(MemoryLayout<GObjectClass>.size), nil,
      guint(MemoryLayout<GObject>.size + MemoryLayout<UnsafeMutableRawPointer>.size), nil, pg_type_flags_none())
    var interfaceInfo = GInterfaceInfo(
      interface_init: { interface, _ in
        guard let interface else { return }
        let listModel = interface.assumingMemoryBound(to: GListModelInterface.self)
        listModel.pointee.get_item_type = { _ in pg_type_object() }
        listModel.pointee.get_n_items = { model in
          guard let owner = LazyListModel.owner(of: model) else { return 0 }
          requireMainThread()
          return guint(clamping: owner.count)
        }
        listModel.pointee.get_item = { model, position in
          guard let owner = LazyListModel.owner(of: model) else { return nil }
          return owner.item(at: Int(position))
        }
      },
      interface_finalize: nil,
      interface_data: nil)
    g_type_add_interface_static(type, g_list_model_get_type(), &interfaceInfo)
    return type
  }()

  /// The Swift owner of a model object, if it is still alive.
  private nonisolated static func owner(of model: OpaquePointer?) -> LazyListModel? {
    guard let model, let data = ownerSlot(of: UnsafeMutableRawPointer(model)).load(as: UnsafeMutableRawPointer?.self)
    else { return nil }
    return Unmanaged<LazyListModel>.fromOpaque(data).takeUnretainedValue()
  }
}
