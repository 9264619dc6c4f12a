internal import CGtk

extension Folder {
  /// Watches the folder and calls `handler` on the main thread for every
  /// child created, deleted, renamed or changed, until the returned watch is
  /// cancelled or released.
  ///
  /// Events arrive after the fact, so a child may be gone by the time it is
  /// reported: one created and renamed at once (as atomic saves do) arrives
  /// as a rename from a name the listing never had, which a list treats as
  /// an arrival. Throws `GLibError` when GIO cannot watch the folder.
  public func watch(_ handler: @escaping @MainActor (FolderChange) -> Void) throws(GLibError) -> FolderWatch {
    var error: UnsafeMutablePointer<GError>?
    let monitor = g_file_monitor_directory(file.opaque, pg_file_monitor_watch_moves(), nil, &error)
    if let error { throw GLibError(taking: error) }
    guard let monitor else { throw GLibError(domain: "placeholders", code: 0, message: "No monitor for \(path)") }
    let handle = GObjectHandle(taking: UnsafeMutableRawPointer(monitor))
    let handlerID = Signals.connectFileMonitor(monitor) { child, other, event in
      if let change = Folder.change(child, other, event) { handler(change) }
    }
    return FolderWatch(monitor: handle, handlerID: handlerID)
  }

  /// What a monitor event means for the folder's list, or nil when nothing
  /// it shows changed.
  private static func change(_ child: OpaquePointer, _ other: OpaquePointer?, _ event: GFileMonitorEvent)
    -> FolderChange?
  {
    switch event {
    case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN:
      return entry(of: child).map(FolderChange.created)
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
      return .deleted(name: Folder.name(of: child))
    case G_FILE_MONITOR_EVENT_RENAMED:
      guard let other, let entry = entry(of: other) else { return .deleted(name: Folder.name(of: child)) }
      return .renamed(from: Folder.name(of: child), to: entry)
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      return entry(of: child).map(FolderChange.changed)
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

/// A running watch on a folder; it stops when cancelled or released.
@MainActor
public final class FolderWatch {
  private let monitor: GObjectHandle
  private var handlerID: UInt

  init(monitor: GObjectHandle, handlerID: UInt) {
    self.monitor = monitor
    self.handlerID = handlerID
  }

  /// Whether the watch still reports changes.
  public var isActive: Bool { handlerID != 0 }

  /// Stops reporting changes. Cancelling twice does nothing.
  public func cancel() {
    guard handlerID != 0 else { return }
    Signals.disconnect(monitor.address, handlerID)
    handlerID = 0
    g_file_monitor_cancel(monitor.typed())
  }

  isolated deinit { cancel() }
}
