import Foundation
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// `Folder`: a real folder, made by the test, listed in batches and watched
/// through GIO.
final class FolderTests: GtkTestCase {
  private func makeFolder(files: Int = 0, folders: Int = 0) throws -> String {
    let path = NSTemporaryDirectory() + "placeholders-folder-\(getpid())-\(UUID().uuidString)"
    let manager = FileManager.default
    try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    for index in 0..<files {
      try Data(repeating: 1, count: index).write(to: URL(fileURLWithPath: "\(path)/file-\(index).txt"))
    }
    for index in 0..<folders {
      try manager.createDirectory(atPath: "\(path)/folder-\(index)", withIntermediateDirectories: false)
    }
    return path
  }

  /// Reads every batch of `path`'s listing with the main loop running.
  @MainActor
  private static func read(
    _ path: String, batchSize: Int, firstBatchSize: Int = 5
  ) -> Result<[[FileEntry]], any Error>? {
    var outcome: Result<[[FileEntry]], any Error>?
    Task { @MainActor in
      do {
        var batches: [[FileEntry]] = []
        for try await batch in Folder(path: path).entries(batchSize: batchSize, firstBatchSize: firstBatchSize) {
          batches.append(batch)
        }
        outcome = .success(batches)
      } catch {
        outcome = .failure(error)
      }
    }
    MainLoop.run(until: { outcome != nil })
    return outcome
  }

  func testAFolderIsReadInBatchesWithEachEntrysKindAndSize() throws {
    let path = try makeFolder(files: 10, folders: 2)
    try onMain {
      let batches = try XCTUnwrap(Self.read(path, batchSize: 5, firstBatchSize: 3)).get()
      XCTAssertEqual(batches.map(\.count), [3, 5, 4], "a first batch of 3, then batches of at most 5")
      let entries = Dictionary(uniqueKeysWithValues: batches.joined().map { ($0.name, $0) })
      XCTAssertEqual(entries.count, 12)
      XCTAssertEqual(entries["file-7.txt"]?.size, 7)
      XCTAssertEqual(entries["file-7.txt"]?.isFolder, false)
      XCTAssertEqual(entries["file-7.txt"]?.contentType, "text/plain")
      XCTAssertEqual(entries["folder-1"]?.isFolder, true)
      XCTAssertEqual(entries["folder-1"]?.displayName, "folder-1")
    }
  }

  func testAnEmptyFolderYieldsNoBatch() throws {
    let path = try makeFolder()
    try onMain {
      XCTAssertEqual(try XCTUnwrap(Self.read(path, batchSize: 5)).get(), [])
    }
  }

  func testAMissingFolderAndAFileEndTheListingWithGIOsError() throws {
    let folder = try makeFolder(files: 1)
    onMain {
      for (path, kind) in [("\(folder)/missing", IOErrorKind.notFound), ("\(folder)/file-0.txt", .notDirectory)] {
        guard case .failure(let error as GLibError) = Self.read(path, batchSize: 5) else {
          return XCTFail("\(path) was listed")
        }
        XCTAssertEqual(error.ioErrorKind, kind, error.message)
        XCTAssertFalse(error.message.isEmpty)
      }
    }
  }

  func testStoppingTheReaderCancelsTheListingAndLeavesNoCallWaiting() throws {
    let path = try makeFolder(files: 300)
    onMain {
      let before = PendingGIOCall.liveCount
      let listingsBefore = Folder.runningListings
      let startedBefore = PendingGIOCall.startedCount
      var firstBatch: [FileEntry]?
      Task { @MainActor in
        for try await batch in Folder(path: path).entries(batchSize: 10, firstBatchSize: 10) {
          firstBatch = batch
          break  // the stream ends, and so does GIO's work
        }
      }
      XCTAssertTrue(MainLoop.run(until: { firstBatch != nil }))
      XCTAssertEqual(firstBatch?.count, 10)
      XCTAssertTrue(MainLoop.run(until: { Folder.runningListings == listingsBefore }), "the listing ended")
      XCTAssertEqual(PendingGIOCall.liveCount, before, "no GIO call is left waiting")
      // Reading to the end takes 31 batches after the call that opens the
      // folder; a stopped listing made two calls: the open and one batch.
      XCTAssertEqual(PendingGIOCall.startedCount - startedBefore, 2, "the listing stopped instead of reading on")
    }
  }

  func testNothingIsReadAheadOfTheReader() throws {
    let path = try makeFolder(files: 300)
    onMain {
      let readBefore = Folder.entriesRead
      let listingsBefore = Folder.runningListings
      let reader = BatchReader(Folder(path: path).entries(batchSize: 50, firstBatchSize: 10))
      MainLoop.run(until: { false }, timeoutSeconds: 0.2)
      XCTAssertEqual(Folder.entriesRead - readBefore, 0, "nothing is read before a batch is asked for")

      reader.readOne()
      XCTAssertTrue(MainLoop.run(until: { reader.batches.count == 1 }))
      // A reader that waits (a page showing its first rows) holds one batch.
      MainLoop.run(until: { false }, timeoutSeconds: 0.3)
      XCTAssertEqual(Folder.entriesRead - readBefore, 10, "the first batch only, while the reader waits")
      XCTAssertEqual(Folder.runningListings, listingsBefore, "no read is waiting for GIO")

      reader.readOne()
      XCTAssertTrue(MainLoop.run(until: { reader.batches.count == 2 }))
      MainLoop.run(until: { false }, timeoutSeconds: 0.3)
      XCTAssertEqual(reader.batches.map(\.count), [10, 50])
      XCTAssertEqual(Folder.entriesRead - readBefore, 60, "one more batch when asked, and no more")
    }
  }

  func testAWatchReportsCreatedRenamedAndDeletedChildren() throws {
    let path = try makeFolder()
    try onMain {
      var changes: [FolderChange] = []
      let watch = try Folder(path: path).watch { changes.append($0) }
      XCTAssertTrue(watch.isActive)

      // Written in place: FileManager.createFile would write a hidden file and
      // rename it, which a watch reports as a rename.
      try Data("hello".utf8).write(to: URL(fileURLWithPath: "\(path)/new.txt"))
      XCTAssertTrue(
        MainLoop.run(until: {
          changes.contains { if case .created(let entry) = $0 { entry.name == "new.txt" } else { false } }
        }),
        "created: \(changes)")

      try FileManager.default.moveItem(atPath: "\(path)/new.txt", toPath: "\(path)/renamed.txt")
      XCTAssertTrue(
        MainLoop.run(until: {
          changes.contains {
            if case .renamed("new.txt", let entry) = $0 { entry.name == "renamed.txt" } else { false }
          }
        }), "renamed: \(changes)")

      try FileManager.default.removeItem(atPath: "\(path)/renamed.txt")
      XCTAssertTrue(MainLoop.run(until: { changes.contains(.deleted(name: "renamed.txt")) }), "deleted: \(changes)")

      watch.cancel()
      XCTAssertFalse(watch.isActive)
      let count = changes.count
      // A second watch sees the next file arrive; the cancelled one must not.
      var laterChanges: [FolderChange] = []
      let later = try Folder(path: path).watch { laterChanges.append($0) }
      XCTAssertTrue(FileManager.default.createFile(atPath: "\(path)/after.txt", contents: nil))
      XCTAssertTrue(MainLoop.run(until: { !laterChanges.isEmpty }))
      XCTAssertEqual(changes.count, count, "a cancelled watch stays silent")
      later.cancel()
    }
  }

  /// 100,000 entries: read in batches (a first one of 100, then at most
  /// 5,000), the first handed over while the rest is still unread, every
  /// entry once. Timings stay out: the order of events is the check.
  func testAHundredThousandEntriesArriveInBoundedBatchesTheFirstBeforeTheRestIsRead() throws {
    let path = try makeFolder()
    try Self.createEmptyFiles(count: 100_000, in: path)
    onMain {
      var sizes: [Int] = []
      var names = Set<String>()
      var total = 0
      var callsWhenFirstArrived = 0
      var finished = false
      let startedBefore = PendingGIOCall.startedCount
      Task { @MainActor in
        defer { finished = true }
        for try await batch in Folder(path: path).entries() {
          if sizes.isEmpty { callsWhenFirstArrived = PendingGIOCall.startedCount - startedBefore }
          sizes.append(batch.count)
          total += batch.count
          names.formUnion(batch.map(\.name))
        }
      }
      XCTAssertTrue(MainLoop.run(until: { finished }))
      XCTAssertEqual(sizes.first, Folder.defaultFirstBatchSize)
      XCTAssertTrue(sizes.allSatisfy { $0 <= Folder.defaultBatchSize }, "bounded batches: \(sizes)")
      XCTAssertEqual(sizes.count, 21, "100 + 19 × 5,000 + 4,900")
      XCTAssertLessThanOrEqual(callsWhenFirstArrived, 3, "the first batch came before the rest was asked for")
      XCTAssertEqual(total, 100_000, "nothing doubled")
      XCTAssertEqual(names.count, 100_000, "nothing lost")
    }
  }

  /// A FIFO, a socket, a device node, a symbolic-link loop and a dangling
  /// link: all listed, none opened (a FIFO opened for reading would block
  /// the listing for good), each with the kind GIO reports.
  func testSpecialEntriesAreListedWithTheirKindAndNeverOpened() throws {
    let path = try makeFolder(files: 1)
    try SpecialEntries.make(in: path)
    try onMain {
      let batches = try XCTUnwrap(Self.read(path, batchSize: 100)).get()
      let kinds = Dictionary(uniqueKeysWithValues: batches.joined().map { ($0.name, $0.kind) })
      var expected: [String: FileEntry.Kind] = [
        "file-0.txt": .file, "fifo": .special, "socket": .special, "loop-a": .link, "loop-b": .link,
        "dangling": .link,
      ]
      let hasDevice = FileManager.default.fileExists(atPath: "\(path)/device")
      if hasDevice { expected["device"] = .special }
      XCTAssertEqual(kinds, expected)
      if !hasDevice { throw XCTSkip("mknod is not permitted here (not root): the device node went untested") }
    }
  }

  /// Creates `count` empty files named `entry-N`.
  static func createEmptyFiles(count: Int, in folder: String) throws {
    for index in 0..<count {
      let descriptor = open("\(folder)/entry-\(index)", O_CREAT | O_WRONLY, 0o644)
      guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      close(descriptor)
    }
  }
}

/// Reads a listing one batch at a time, when told to.
@MainActor
private final class BatchReader {
  private var iterator: FolderListing.Iterator
  private(set) var batches: [[FileEntry]] = []

  init(_ listing: FolderListing) { iterator = listing.makeAsyncIterator() }

  func readOne() {
    Task { @MainActor in
      // The iterator is copied out across the wait: actor-isolated storage
      // cannot be mutated across a suspension.
      var current = iterator
      if let batch = try await current.next() { batches.append(batch) }
      iterator = current
    }
  }
}
