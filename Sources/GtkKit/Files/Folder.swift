internal import CGtk

/// A folder on disk, listed and watched through GIO without blocking the
/// window.
///
/// ```swift
/// for try await batch in Folder(path: path).entries() { rows += batch }
/// ```
///
/// A missing folder, a file that is not a folder, or one the user may not
/// read ends the listing with a `GLibError` (see `ioErrorKind`); cancelling
/// the task that reads the entries cancels GIO's work.
@MainActor
public final class Folder {
  /// The folder's path, as given.
  public let path: String
  let file: GObjectHandle

  /// How many listings are reading; tests wait for it to return to zero.
  package static var runningListings = 0

  /// How many entries GIO reads per batch unless told otherwise: 5,000, as
  /// GTK's own directory list reads local folders. Each batch is a round
  /// trip to GIO's worker thread; with 200 a folder of 100,000 files took
  /// a third longer to read than GtkDirectoryList.
  public static let defaultBatchSize = 5_000
  /// How many entries the first batch holds unless told otherwise: few, so
  /// the first rows show at once.
  public static let defaultFirstBatchSize = 100

  /// The user's home folder.
  public static var homePath: String { String(cString: g_get_home_dir()) }

  /// A folder at `path`; nothing is read until asked.
  public init(path: String) {
    self.path = path
    // g_file_new_for_path never fails: any string is a path.
    file = GObjectHandle(taking: UnsafeMutableRawPointer(g_file_new_for_path(path) as OpaquePointer))
  }

  /// The folder's entries, in the order the file system gives them: a
  /// first batch of at most `firstBatchSize`, so the first rows show before
  /// the folder is read, then batches of at most `batchSize`, since fewer,
  /// larger batches read a big folder faster. An empty folder yields no
  /// batch.
  public func entries(
    batchSize: Int = Folder.defaultBatchSize, firstBatchSize: Int = Folder.defaultFirstBatchSize
  ) -> AsyncThrowingStream<[FileEntry], any Error> {
    let file = file
    let batchSize = Int32(clamping: max(1, batchSize))
    let firstBatchSize = Int32(clamping: max(1, firstBatchSize))
    return AsyncThrowingStream { continuation in
      let task = Task { @MainActor in
        Folder.runningListings += 1
        defer { Folder.runningListings -= 1 }
        do {
          try await Folder.read(file, batchSize: batchSize, firstBatchSize: firstBatchSize) {
            continuation.yield($0)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Enumerates `file`'s children, handing each batch to `deliver`.
  private static func read(
    _ file: GObjectHandle, batchSize: Int32, firstBatchSize: Int32, deliver: ([FileEntry]) -> Void
  ) async throws {
    var size = firstBatchSize
    let enumerator = try await awaitGIO(
      start: { cancellable, callback, data in
        g_file_enumerate_children_async(
          file.opaque, FileEntry.attributes, pg_file_query_info_none(), G_PRIORITY_DEFAULT, cancellable, callback, data)
      },
      finish: { result, error in
        GObjectHandle.taking(g_file_enumerate_children_finish(file.opaque, result, &error))
      })
    while true {
      let batch = try await awaitGIO(
        start: { cancellable, callback, data in
          g_file_enumerator_next_files_async(
            enumerator.typed(), size, G_PRIORITY_DEFAULT, cancellable, callback, data)
        },
        finish: { result, error -> [FileEntry]? in
          let list = g_file_enumerator_next_files_finish(enumerator.typed(), result, &error)
          return error == nil ? entries(taking: list) : nil
        })
      if batch.isEmpty { return }
      deliver(batch)
      size = batchSize
    }
  }

  /// The entries of a `GList` of `GFileInfo`s, freeing the list.
  private static func entries(taking list: UnsafeMutablePointer<GList>?) -> [FileEntry] {
    var entries = [FileEntry]()
    var node = list
    while let current = node {
      if let info = current.pointee.data {
        entries.append(FileEntry(info: OpaquePointer(info)))
        g_object_unref(info)
      }
      node = current.pointee.next
    }
    g_list_free(list)
    return entries
  }

  /// Reads one child's entry now; nil if it is gone. Used for single
  /// files a monitor reports, where a listing would be too much.
  static func entry(of child: OpaquePointer) -> FileEntry? {
    guard let info = g_file_query_info(child, FileEntry.attributes, pg_file_query_info_none(), nil, nil) else {
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    return FileEntry(info: info)
  }
}
