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
/// the task that reads the entries cancels GIO's work, and a reader that
/// stops asking stops the reading.
@MainActor
public final class Folder {
  /// The folder's path, as given.
  public let path: String
  let file: GObjectHandle

  /// How many listings are waiting for GIO; tests wait for it to return
  /// to zero.
  package static var runningListings = 0
  /// How many entries every listing has read since the process began;
  /// tests check that nothing is read ahead of its reader.
  package static var entriesRead = 0

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
  /// batch. Each batch is read when the reader asks for it, never ahead
  /// (`FolderListing`), so memory follows what the reader keeps.
  public func entries(
    batchSize: Int = Folder.defaultBatchSize, firstBatchSize: Int = Folder.defaultFirstBatchSize
  ) -> FolderListing {
    FolderListing(
      file: file, batchSize: Int32(clamping: max(1, batchSize)),
      firstBatchSize: Int32(clamping: max(1, firstBatchSize)))
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
