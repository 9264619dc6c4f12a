/// Folds a burst of a folder monitor's events into the few changes a list
/// needs, decided without GIO: a file written a thousand times a second
/// becomes one change per flush, not a thousand.
///
/// Events are recorded as they come; `drain(lookup:)` then reads each
/// named child once, as it is on disk at that moment, and says what the
/// list must do. What is on disk wins over what the events said, so a file
/// created and deleted within one burst is simply gone, and one deleted and
/// created again is new. Renames stay renames, in their order, so a row
/// keeps its place when its file is renamed.
///
/// `File` is what reads one child (a `GFile` in `FolderWatch`, a name in
/// tests): keeping it, not only its name, reads a child whose name is not
/// valid UTF-8.
struct FolderChangeCoalescer<File> {
  /// What the monitor reported about one child.
  enum Event {
    /// The child appeared: created or moved in.
    case appeared(String, File)
    /// The child went: deleted or moved out.
    case went(String, File)
    /// The child was renamed within the folder.
    case renamed(from: String, to: String, File)
    /// The child's content or attributes changed.
    case changed(String, File)
  }

  private enum Record {
    /// A child read at the flush; `isNew` when it appeared meanwhile.
    case child(name: String, file: File, isNew: Bool)
    case renamed(from: String, to: String, file: File)
  }

  private var records: [Record] = []
  /// Where the pending `.child` record for a name is, while no rename
  /// involving that name came after it.
  private var childRecord: [String: Int] = [:]

  /// Whether events are waiting for `drain(lookup:)`.
  var isEmpty: Bool { records.isEmpty }

  /// How many records are waiting: at most one per child between renames,
  /// however many events arrived.
  var pendingCount: Int { records.count }

  /// Records one event.
  mutating func record(_ event: Event) {
    switch event {
    case .appeared(let name, let file):
      note(name, file, isNew: true)
    case .went(let name, let file), .changed(let name, let file):
      note(name, file, isNew: false)
    case .renamed(let old, let new, let file):
      childRecord[old] = nil
      childRecord[new] = nil
      records.append(.renamed(from: old, to: new, file: file))
    }
  }

  private mutating func note(_ name: String, _ file: File, isNew: Bool) {
    if let index = childRecord[name], case .child(_, _, let wasNew) = records[index] {
      records[index] = .child(name: name, file: file, isNew: wasNew || isNew)
    } else {
      childRecord[name] = records.count
      records.append(.child(name: name, file: file, isNew: isNew))
    }
  }

  /// The changes for everything recorded, in order, reading each child
  /// with `lookup` (nil when it is gone); empties the coalescer.
  mutating func drain(lookup: (File) -> FileEntry?) -> [FolderChange] {
    defer {
      records = []
      childRecord = [:]
    }
    return records.flatMap { record -> [FolderChange] in
      switch record {
      case .child(let name, let file, let isNew):
        guard let entry = lookup(file) else { return [.deleted(name: name)] }
        return [isNew ? .created(entry) : .changed(entry)]
      case .renamed(let old, let new, let file):
        guard let entry = lookup(file) else { return [.deleted(name: old), .deleted(name: new)] }
        return [.renamed(from: old, to: entry)]
      }
    }
  }
}
