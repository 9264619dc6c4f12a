internal import CGtk

extension Folder {
  /// Watches the folder and calls `handler` on the main thread for every
  /// child created, deleted, renamed or changed, until the returned watch is
  /// cancelled or released.
  ///
  /// Events arrive after the fact, so a child may be gone by the time it is
  /// reported: one created and renamed at once (as atomic saves do) arrives
  /// as a rename from a name the listing never had, which a list treats as
  /// an arrival. A burst of events is folded into one change per child,
  /// read once from disk, at most every `FolderWatch.flushInterval`
  /// milliseconds: a file written a thousand times a second is reported a
  /// few times a second. When the folder itself goes (deleted, renamed,
  /// replaced), the watch stops and calls `FolderWatch.folderGoneHandler`.
  /// Throws `GLibError` when GIO cannot watch the folder, or when it is
  /// missing or not a folder (GIO watches a missing path without a word).
  public func watch(_ handler: @escaping @MainActor (FolderChange) -> Void) throws(GLibError) -> FolderWatch {
    var error: UnsafeMutablePointer<GError>?
    let monitor = g_file_monitor_directory(file.opaque, pg_file_monitor_watch_moves(), nil, &error)
    if let error { throw GLibError(taking: error) }
    guard let monitor else { throw GLibError(domain: "placeholders", code: 0, message: "No monitor for \(path)") }
    let handle = GObjectHandle(taking: UnsafeMutableRawPointer(monitor))
    // Checked once the monitor runs, so that a folder that goes later is
    // reported by the monitor, and one gone before by this.
    try checkIsFolder()
    return FolderWatch(monitor: handle, folder: file, handler: handler)
  }

  /// Throws GIO's error when the folder is missing, or a `notDirectory`
  /// error when something else is at its path.
  private func checkIsFolder() throws(GLibError) {
    var error: UnsafeMutablePointer<GError>?
    let info = g_file_query_info(file.opaque, "standard::type", pg_file_query_info_none(), nil, &error)
    if let error { throw GLibError(taking: error) }
    guard let info else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    guard g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY else {
      throw GLibError(
        domain: String(cString: g_quark_to_string(g_io_error_quark())), code: Int(G_IO_ERROR_NOT_DIRECTORY.rawValue),
        message: SafeText.forDisplay("\(path): \(String(cString: g_strerror(ENOTDIR)))"))
    }
  }
}

/// A running watch on a folder; it stops when cancelled or released, or
/// when the folder itself goes.
@MainActor
public final class FolderWatch {
  /// How long a burst of events gathers before it is reported, in
  /// milliseconds: short enough to look immediate, long enough that a file
  /// changing all the time costs a few updates a second.
  public static let flushInterval: UInt32 = 100

  /// Called once when the folder itself is deleted, renamed or replaced
  /// while watched; the watch has stopped by then. Read the folder again
  /// to show what is at its path now (or GIO's error).
  public var folderGoneHandler: (@MainActor () -> Void)?

  private let monitor: GObjectHandle
  private let folder: GObjectHandle
  private let handler: @MainActor (FolderChange) -> Void
  private var handlerID: UInt = 0
  private var pending = FolderChangeCoalescer<GObjectHandle>()
  private var flushSource: UInt32 = 0

  /// How many times the watch has reported a burst; tests check a file
  /// changing all the time is reported a bounded number of times.
  package private(set) var flushCount = 0

  init(monitor: GObjectHandle, folder: GObjectHandle, handler: @escaping @MainActor (FolderChange) -> Void) {
    self.monitor = monitor
    self.folder = folder
    self.handler = handler
    handlerID = Signals.connectFileMonitor(monitor.opaque) { [weak self] child, other, event in
      self?.receive(child, other, event)
    }
  }

  /// Whether the watch still reports changes.
  public var isActive: Bool { handlerID != 0 }

  /// Stops reporting changes; events not yet reported are dropped.
  /// Cancelling twice does nothing.
  public func cancel() {
    guard handlerID != 0 else { return }
    Signals.disconnect(monitor.address, handlerID)
    handlerID = 0
    g_file_monitor_cancel(monitor.typed())
    if flushSource != 0 { g_source_remove(flushSource) }
    flushSource = 0
    _ = pending.drain { _ in nil }
  }

  isolated deinit { cancel() }

  /// Records one monitor event, and schedules the report of the burst.
  private func receive(_ child: OpaquePointer, _ other: OpaquePointer?, _ event: GFileMonitorEvent) {
    if g_file_equal(child, folder.opaque) != 0 {
      if Self.meansGone(event) { folderWent() }
      return
    }
    guard let recorded = Self.event(child, other, event) else { return }
    pending.record(recorded)
    if flushSource == 0 {
      flushSource = MainLoopCallbacks.after(milliseconds: Self.flushInterval) { [weak self] in self?.flush() }
    }
  }

  /// Reports the burst: each child read once, as it is now.
  private func flush() {
    flushSource = 0
    guard isActive else { return }
    flushCount += 1
    for change in pending.drain(lookup: { Folder.entry(of: $0.opaque) }) {
      handler(change)
      // The handler may have cancelled the watch.
      guard isActive else { return }
    }
  }

  private func folderWent() {
    cancel()
    folderGoneHandler?()
  }

  /// Whether an event about the folder itself means it is no longer there.
  private static func meansGone(_ event: GFileMonitorEvent) -> Bool {
    [G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_RENAMED].contains(event)
  }

  /// What a monitor event says about a child, or nil when nothing a list
  /// shows changed.
  private static func event(_ child: OpaquePointer, _ other: OpaquePointer?, _ event: GFileMonitorEvent)
    -> FolderChangeCoalescer<GObjectHandle>.Event?
  {
    let file = GObjectHandle(retaining: child)
    switch event {
    case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN:
      return .appeared(name(of: child), file)
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
      return .went(name(of: child), file)
    case G_FILE_MONITOR_EVENT_RENAMED:
      guard let other else { return .went(name(of: child), file) }
      return .renamed(from: name(of: child), to: name(of: other), GObjectHandle(retaining: other))
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      return .changed(name(of: child), file)
    default:
      return nil
    }
  }

  /// A file's name on disk (its basename).
  private static func name(of file: OpaquePointer) -> String {
    guard let basename = g_file_get_basename(file) else { return "" }
    defer { g_free(basename) }
    return String(cString: basename)
  }
}
