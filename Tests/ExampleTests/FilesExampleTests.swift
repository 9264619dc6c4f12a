import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import FilesExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Files on a real display, over real folders the tests make in a
/// temporary directory: loading, empty, failed with Retry, live changes,
/// switching folders while one is read, and a folder that changes while it
/// is being read.
final class FilesExampleTests: ExampleTestCase {
  private let applicationID = "io.github.placeholders.examples.Tests.Files"

  private func makeFolder(files: Int = 0, folders: Int = 0) throws -> String {
    let path = NSTemporaryDirectory() + "placeholders-files-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    for index in 0..<files { try Self.write("file-\(index).txt", in: path) }
    for index in 0..<folders {
      try FileManager.default.createDirectory(atPath: "\(path)/folder-\(index)", withIntermediateDirectories: false)
    }
    return path
  }

  private static func write(_ name: String, in folder: String) throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
  }

  /// The names the table holds, in its order.
  @MainActor
  private static func names(_ files: FilesWindow) -> [String] {
    files.contents.dataSource.sections.flatMap { $0.items.map(\.name) }
  }

  func testAFolderShowsItsFoldersThenItsFilesUnderHeaders() throws {
    let path = try makeFolder(files: 3, folders: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("file-2.txt") }))
      XCTAssertTrue(pump(until: { !files.isReading }))
      let sections = files.contents.dataSource.sections
      XCTAssertEqual(Set(sections[0].items.map(\.name)), ["folder-0", "folder-1"])
      XCTAssertEqual(Set(sections[1].items.map(\.name)), ["file-0.txt", "file-1.txt", "file-2.txt"])
      let texts = visibleTexts(in: files.window)
      for text in ["Folders", "Files", "folder-1", "1 bytes", path] {
        XCTAssertTrue(texts.contains(text), "\(text) shows: \(texts)")
      }
    }
  }

  func testAnEmptyFolderSaysSoOnlyAfterItWasRead() throws {
    let path = try makeFolder()
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      var states = [files.files.table.loads.state]
      let observation = files.files.table.loads.observe { states.append($0.state) }
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("Folder Is Empty") }))
      XCTAssertEqual(states, [.loading, .empty], "loading until the folder was read, never an empty flash")
      XCTAssertFalse(visibleTexts(in: files.window).contains("Folders"), "no header over an empty section")
      observation.cancel()
    }
  }

  func testAMissingFolderShowsGIOsMessageAndRetryListsItOnceItExists() throws {
    let path = try makeFolder() + "/later"
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) != nil }))
      let message = visibleTexts(in: files.window).first { $0.contains("No such file or directory") }
      XCTAssertNotNil(message, "GIO's own message: \(visibleTexts(in: files.window))")
      XCTAssertTrue(message?.contains(path) ?? false)

      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try Self.write("arrived.txt", in: path)
      click(try XCTUnwrap(visibleButton("Retry", in: files.window)))
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("arrived.txt") }))
      // The failure fades out while the folder is read again.
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) == nil }), "the failure goes")
    }
  }

  /// A file named with a right-to-left override reads on screen as what
  /// it is, not as "invoice-exe.pdf", and a newline in a name is a symbol
  /// on one line; the same for a folder whose failure message names it.
  func testAHostileNameShowsOnScreenAsWhatItIs() throws {
    let path = try makeFolder()
    try Self.write("invoice-\u{202E}fdp.exe", in: path)
    try Self.write("two\nlines.txt", in: path)
    let longest = String(repeating: "n", count: 251) + ".txt"  // 255 bytes, the most a name may have
    try Self.write(longest, in: path)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("two␊lines.txt") }))
      XCTAssertTrue(visibleTexts(in: files.window).contains(longest), "a name of 255 bytes is shown")
      let labels = WidgetTree.descendants(of: files.window.gtkWidget, type: gtk_label_get_type())
      let invoice = try XCTUnwrap(
        labels.first { String(cString: gtk_label_get_text(gcast($0))).hasPrefix("invoice-") }, "the invoice row")
      let text = String(cString: gtk_label_get_text(gcast(invoice)))
      XCTAssertEqual(text, "invoice-<U+202E>fdp.exe")
      // Laid out left to right: "fdp" comes before "exe" on screen.
      let layout = try XCTUnwrap(gtk_label_get_layout(gcast(invoice)))
      func x(of part: String) throws -> Int32 {
        let range = try XCTUnwrap(text.range(of: part))
        var position = PangoRectangle()
        pango_layout_index_to_pos(
          layout, Int32(text.utf8.distance(from: text.startIndex, to: range.lowerBound)), &position)
        return position.x
      }
      XCTAssertLessThan(try x(of: "invoice"), try x(of: "fdp"))
      XCTAssertLessThan(try x(of: "fdp"), try x(of: "exe"), "the name is not reordered")
      let twoLines = try XCTUnwrap(labels.first { String(cString: gtk_label_get_text(gcast($0))) == "two␊lines.txt" })
      XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(gcast(twoLines))), 1, "one line")
    }
  }

  func testTheListFollowsFilesCreatedRenamedAndDeleted() throws {
    let path = try makeFolder(files: 1)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("file-0.txt") }))

      try FileManager.default.removeItem(atPath: "\(path)/file-0.txt")
      XCTAssertTrue(
        pump(until: { visibleTexts(in: files.window).contains("Folder Is Empty") }),
        "deleting the last file shows the empty placeholder without a reload")

      try Self.write("new.txt", in: path)
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("new.txt") }))
      XCTAssertTrue(
        pump(until: { !visibleTexts(in: files.window).contains("Folder Is Empty") }), "a new file hides it")

      try FileManager.default.moveItem(atPath: "\(path)/new.txt", toPath: "\(path)/renamed.txt")
      XCTAssertTrue(pump(until: { Self.names(files) == ["renamed.txt"] }), "\(Self.names(files))")
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("renamed.txt") }))
    }
  }

  func testSwitchingFoldersBeforeTheFirstBatchCancelsTheOldListing() throws {
    let big = try makeFolder(files: 1_000)
    let small = try makeFolder(files: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: big)
      files.present()
      defer { files.window.destroy() }
      XCTAssertNotNil(files.files.table.loads.currentRequest, "the big folder's listing has started")
      files.show(path: small)
      XCTAssertTrue(pump(until: { Folder.runningListings == 0 && !files.isReading }))
      settle(files.window)
      XCTAssertEqual(Set(Self.names(files)), ["file-0.txt", "file-1.txt"], "no row of the big folder")
    }
  }

  func testSwitchingFoldersWhileTheRestIsReadStopsIt() throws {
    let big = try makeFolder(files: 4_000)
    let small = try makeFolder(files: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: big)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
      XCTAssertTrue(files.isReading, "the big folder's first rows show while the rest is read")
      files.show(path: small)
      XCTAssertTrue(pump(until: { Folder.runningListings == 0 && !files.isReading }))
      settle(files.window)
      XCTAssertEqual(Set(Self.names(files)), ["file-0.txt", "file-1.txt"], "no late row of the big folder")
    }
  }

  func testAFolderThatChangesWhileItIsReadEndsUpExactlyAsOnDisk() throws {
    let path = try makeFolder(files: 2_000)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
      // While the rest is read: add files, delete some (shown or not yet).
      for index in 0..<20 { try Self.write("added-\(index).txt", in: path) }
      for index in stride(from: 0, to: 2_000, by: 100) {
        try FileManager.default.removeItem(atPath: "\(path)/file-\(index).txt")
      }
      let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: path))
      XCTAssertTrue(
        pump(until: { !files.isReading && Set(Self.names(files)) == onDisk }),
        "missing \(onDisk.subtracting(Self.names(files)).count), extra \(Set(Self.names(files)).subtracting(onDisk).count)"
      )
      XCTAssertEqual(Self.names(files).count, onDisk.count, "nothing doubled")
    }
  }

  // MARK: - The file system as an adversary

  /// Whether the table holds exactly what is on disk, each name once.
  @MainActor
  private static func matchesDisk(_ files: FilesWindow, _ path: String) -> Bool {
    let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return !files.isReading && names(files).sorted() == onDisk.sorted()
  }

  /// 100,000 files: the first 100 rows show while the rest is still read,
  /// then the table holds each file once.
  func testAHundredThousandFilesShowTheFirstRowsWhileTheRestIsRead() throws {
    let path = try makeFolder()
    for index in 0..<100_000 {
      let descriptor = open("\(path)/entry-\(index)", O_CREAT | O_WRONLY, 0o644)
      XCTAssertGreaterThanOrEqual(descriptor, 0)
      close(descriptor)
    }
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
      XCTAssertEqual(Self.names(files).count, Folder.defaultFirstBatchSize, "the first batch alone")
      XCTAssertTrue(files.isReading, "shown while the rest is read")
      XCTAssertTrue(pump(until: { Self.matchesDisk(files, path) }, iterations: 50_000), "\(Self.names(files).count)")
      XCTAssertEqual(Self.names(files).count, 100_000)
    }
  }

  /// A FIFO, a socket, a device node, a loop of links and a dead link are
  /// listed without being opened, and say what they are instead of a size.
  func testSpecialEntriesAreListedAndSayWhatTheyAre() throws {
    let path = try makeFolder(files: 1)
    try SpecialEntries.make(in: path)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { Self.matchesDisk(files, path) }), "\(Self.names(files))")
      let entries = Dictionary(
        uniqueKeysWithValues: files.contents.dataSource.sections.flatMap(\.items).map { ($0.name, $0) })
      for name in ["fifo", "socket", "device"] where entries[name] != nil {
        XCTAssertEqual(entries[name].map(FileCell.detail), "Special file", name)
      }
      for name in ["loop-a", "loop-b", "dangling"] {
        XCTAssertEqual(entries[name].map(FileCell.detail), "Broken link", name)
      }
      XCTAssertEqual(entries["file-0.txt"].map(FileCell.detail), "1 bytes")
      settle(files.window)
      XCTAssertTrue(visibleTexts(in: files.window).contains("Special file"))
      if entries["device"] == nil { throw XCTSkip("mknod is not permitted here (not root): no device node") }
    }
  }

  /// The folder deleted, renamed away or replaced by a file, once shown
  /// (the watch running) or while its rest is read: the rows go, GIO's
  /// message shows with Retry, and Retry, once the folder is back, lists
  /// exactly what is on disk.
  func testAFolderThatGoesShowsGIOsMessageAndRetryListsItOnceItIsBack() throws {
    let manager = FileManager.default
    let ways: [(String, String, @Sendable (String) throws -> Void)] = [
      ("deleted", "No such file or directory", { try FileManager.default.removeItem(atPath: $0) }),
      (
        "renamed", "No such file or directory",
        { try FileManager.default.moveItem(atPath: $0, toPath: $0 + "-moved") }
      ),
      (
        "replaced by a file", "Not a directory",
        { path in
          try FileManager.default.removeItem(atPath: path)
          try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
      ),
    ]
    for (way, message, makeItGo) in ways {
      for whileReading in [false, true] {
        let path = try makeFolder(files: whileReading ? 3_000 : 3)
        addTeardownBlock { try? manager.removeItem(atPath: path + "-moved") }
        try runApplication(id: applicationID) { app in
          let files = FilesWindow(application: app, path: path)
          files.present()
          defer { files.window.destroy() }
          let context = "\(way), \(whileReading ? "while read" : "once shown")"
          if whileReading {
            XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
            XCTAssertTrue(files.isReading, context)
          } else {
            XCTAssertTrue(pump(until: { Self.matchesDisk(files, path) }), context)
          }
          try makeItGo(path)
          XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) != nil }), context)
          XCTAssertTrue(
            visibleTexts(in: files.window).contains { $0.contains(message) },
            "\(context): \(visibleTexts(in: files.window))")
          XCTAssertEqual(Self.names(files), [], context)

          try? manager.removeItem(atPath: path)
          try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
          for index in 0..<5 { try Self.write("back-\(index).txt", in: path) }
          click(try XCTUnwrap(visibleButton("Retry", in: files.window)))
          XCTAssertTrue(pump(until: { Self.matchesDisk(files, path) }), "\(context): \(Self.names(files))")
          XCTAssertEqual(Self.names(files).count, 5, context)
        }
      }
    }
  }

  /// A file written a thousand times a second for a second while shown:
  /// the watch's events are folded, so its row is updated a few times, the
  /// table is never rebuilt, and it ends as on disk.
  func testAFileChangingAThousandTimesASecondUpdatesItsRowAFewTimes() throws {
    let path = try makeFolder(files: 20)
    let file = "\(path)/file-0.txt"
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { Self.matchesDisk(files, path) }))
      var changeSets = 0
      let observation = files.contents.dataSource.observe { _ in changeSets += 1 }
      defer { observation.cancel() }
      let writer = RapidWriter(path: file)
      writer.start()
      XCTAssertTrue(pump(until: { writer.isDone }, iterations: 100_000))
      let writes = writer.writes
      XCTAssertGreaterThan(writes, 200, "the file changed often enough to tell")
      let size = Int((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? -1)
      XCTAssertTrue(
        pump(until: { files.contents.dataSource.sections[1].items.first { $0.name == "file-0.txt" }?.size == size }),
        "the row ends with the size on disk")
      settle(files.window)
      XCTAssertTrue(Self.matchesDisk(files, path))
      XCTAssertLessThan(changeSets, writes / 10, "\(changeSets) updates for \(writes) writes")
    }
  }

  /// A folder the user may not read: GIO's "Permission denied" with Retry.
  ///
  /// Tests run as root, whom permission bits do not stop. So the test runs
  /// itself again in a child process of this test binary, still as root
  /// (it needs the display's X authority and the build folder, both
  /// root's) but without the capabilities that let root ignore permission
  /// bits (`setpriv` drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH from
  /// its bounding set), and the child shows the folder, mode 000, in the
  /// Files window. Run as an ordinary user, the test runs in place.
  func testAFolderTheUserMayNotReadShowsGIOsPermissionErrorWithRetry() throws {
    let childVariable = "PLACEHOLDERS_FILES_UNREADABLE"
    let environment = ProcessInfo.processInfo.environment
    let path: String
    if let given = environment[childVariable] {
      path = given
    } else {
      path = try makeFolder(files: 2)
      XCTAssertEqual(chmod(path, 0), 0)
      addTeardownBlock { chmod(path, 0o755) }
      if getuid() == 0 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
          "--bounding-set=-dac_override,-dac_read_search", "--inh-caps=-dac_override,-dac_read_search", "--",
          CommandLine.arguments[0],
          "ExampleTests.FilesExampleTests/testAFolderTheUserMayNotReadShowsGIOsPermissionErrorWithRetry",
        ]
        var childEnvironment = environment
        childEnvironment[childVariable] = path
        process.environment = childEnvironment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { throw XCTSkip("setpriv cannot run here (\(error)): no user without rights") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if text.contains("setpriv:") { throw XCTSkip("setpriv cannot drop root's rights here: \(text)") }
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text)
        return
      }
    }
    guard opendir(path) == nil else { throw XCTSkip("this process may read a folder of mode 000") }
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) != nil }))
      XCTAssertTrue(
        visibleTexts(in: files.window).contains { $0.contains("Permission denied") },
        "\(visibleTexts(in: files.window))")
      XCTAssertEqual(Self.names(files), [])
    }
  }
}

/// Writes to a file a thousand times a second, for a second, on a thread
/// of its own: opened, written, closed each time, as a log rotated by a
/// careless program would be.
private final class RapidWriter: @unchecked Sendable {
  private let path: String
  private let lock = NSLock()
  private var count = 0
  private var done = false

  init(path: String) { self.path = path }

  var writes: Int { lock.withLock { count } }
  var isDone: Bool { lock.withLock { done } }

  func start() {
    Thread.detachNewThread { [self] in
      for index in 0..<1_000 {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        if descriptor >= 0 {
          _ = write(descriptor, "\(index)\n", "\(index)\n".utf8.count)
          close(descriptor)
          lock.withLock { count += 1 }
        }
        usleep(1_000)
      }
      lock.withLock { done = true }
    }
  }
}
