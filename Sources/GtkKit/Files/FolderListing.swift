internal import CGtk

/// A folder's entries, read a batch at a time as the reader asks for them.
///
/// Nothing is read ahead: the folder is opened when the first batch is
/// asked for, and each later batch is read only when the one before has
/// been taken. A reader that stops asking (a page that shows the first
/// rows and waits, a loop left with `break`) holds at most one batch, and
/// GIO's work stops with it: the enumerator is released when the iterator
/// goes.
///
/// ```swift
/// for try await batch in Folder(path: path).entries() { rows += batch }
/// ```
public struct FolderListing: AsyncSequence, Sendable {
  /// A batch of entries.
  public typealias Element = [FileEntry]
  /// GIO's error (`GLibError`), or `CancellationError`.
  public typealias Failure = any Error

  let file: GObjectHandle
  let batchSize: Int32
  let firstBatchSize: Int32

  /// A new reading of the folder, from its first entry.
  public func makeAsyncIterator() -> Iterator {
    Iterator(reader: FolderReader(file: file, batchSize: batchSize, firstBatchSize: firstBatchSize))
  }

  /// Reads the next batch when asked.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    let reader: FolderReader

    /// The next batch, or nil once the folder is read. Throws GIO's error
    /// (`GLibError`) for a folder that cannot be read, and
    /// `CancellationError` when the reading task is cancelled.
    public mutating func next() async throws -> [FileEntry]? { try await reader.next() }
  }
}

/// One reading of a folder: the enumerator GIO opened, and how many entries
/// the next batch asks for. Lives as long as its iterator.
@MainActor
final class FolderReader {
  private let file: GObjectHandle
  private let batchSize: Int32
  private var nextSize: Int32
  private var enumerator: GObjectHandle?
  private var isFinished = false

  nonisolated init(file: GObjectHandle, batchSize: Int32, firstBatchSize: Int32) {
    self.file = file
    self.batchSize = batchSize
    nextSize = firstBatchSize
  }

  func next() async throws -> [FileEntry]? {
    guard !isFinished else { return nil }
    Folder.runningListings += 1
    defer { Folder.runningListings -= 1 }
    do {
      let enumerator = try await openedEnumerator()
      let size = nextSize
      let batch = try await awaitGIO(
        start: { cancellable, callback, data in
          g_file_enumerator_next_files_async(
            enumerator.typed(), size, G_PRIORITY_DEFAULT, cancellable, callback, data)
        },
        finish: { result, error -> [FileEntry]? in
          let list = g_file_enumerator_next_files_finish(enumerator.typed(), result, &error)
          return error == nil ? Self.entries(taking: list) : nil
        })
      Folder.entriesRead += batch.count
      nextSize = batchSize
      guard !batch.isEmpty else { return finish() }
      return batch
    } catch {
      // An error ends the listing; a later call says it is over.
      _ = finish()
      throw error
    }
  }

  /// The enumerator, opened on the first call.
  private func openedEnumerator() async throws -> GObjectHandle {
    if let enumerator { return enumerator }
    let file = file
    let opened = try await awaitGIO(
      start: { cancellable, callback, data in
        g_file_enumerate_children_async(
          file.opaque, FileEntry.attributes, pg_file_query_info_none(), G_PRIORITY_DEFAULT, cancellable, callback, data)
      },
      finish: { result, error in
        GObjectHandle.taking(g_file_enumerate_children_finish(file.opaque, result, &error))
      })
    enumerator = opened
    return opened
  }

  /// Ends the listing and lets the enumerator go (which closes it).
  private func finish() -> [FileEntry]? {
    isFinished = true
    enumerator = nil
    return nil
  }

  /// The entries of a `GList` of `GFileInfo`s, freeing the list.
  private nonisolated static func entries(taking list: UnsafeMutablePointer<GList>?) -> [FileEntry] {
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
}
