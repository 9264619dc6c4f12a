import XCTest

@testable import GtkKit

/// `FolderChangeCoalescer`, headless: a burst of monitor events becomes
/// one change per child, read from "disk" (a dictionary) at the flush.
final class FolderChangeCoalescerTests: XCTestCase {
  private typealias Coalescer = FolderChangeCoalescer<String>

  private static func entry(_ name: String, size: Int = 0) -> FileEntry {
    FileEntry(name: name, isFolder: false, size: size)
  }

  func testAThousandChangesToOneFileAreOneChangeReadOnce() {
    var coalescer = Coalescer()
    for _ in 0..<1_000 { coalescer.record(.changed("log.txt", "log.txt")) }
    XCTAssertEqual(coalescer.pendingCount, 1)
    var reads = 0
    let changes = coalescer.drain { name in
      reads += 1
      return Self.entry(name, size: 42)
    }
    XCTAssertEqual(changes, [.changed(Self.entry("log.txt", size: 42))])
    XCTAssertEqual(reads, 1, "read once, not per event")
    XCTAssertTrue(coalescer.isEmpty)
  }

  func testWhatIsOnDiskAtTheFlushWins() {
    var coalescer = Coalescer()
    coalescer.record(.appeared("brief.txt", "brief.txt"))
    coalescer.record(.went("brief.txt", "brief.txt"))
    coalescer.record(.went("old.txt", "old.txt"))
    coalescer.record(.appeared("old.txt", "old.txt"))
    coalescer.record(.changed("old.txt", "old.txt"))
    let disk = ["old.txt": Self.entry("old.txt", size: 3)]
    XCTAssertEqual(
      coalescer.drain { disk[$0] },
      [.deleted(name: "brief.txt"), .created(Self.entry("old.txt", size: 3))],
      "created and deleted in one burst is gone; deleted and created again is new")
  }

  func testRenamesStayInOrderAndSplitTheChildrenAroundThem() {
    var coalescer = Coalescer()
    coalescer.record(.changed("a", "a"))
    coalescer.record(.renamed(from: "a", to: "b", "b"))
    coalescer.record(.renamed(from: "b", to: "c", "c"))
    coalescer.record(.appeared("a", "a"))
    let disk = ["a": Self.entry("a"), "c": Self.entry("c")]
    XCTAssertEqual(
      coalescer.drain { disk[$0] },
      [
        .changed(Self.entry("a")), .deleted(name: "a"), .deleted(name: "b"), .renamed(from: "b", to: Self.entry("c")),
        .created(Self.entry("a")),
      ])
  }
}
