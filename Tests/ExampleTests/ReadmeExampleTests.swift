import Foundation
import XCTest

/// Every Swift block in README.md is quoted from an example: a whole file
/// under Examples/ or a contiguous run of whole lines of one, character for
/// character. The examples are compiled and tested, so what the README
/// shows compiles as shown.
final class ReadmeExampleTests: XCTestCase {
  func testEverySwiftBlockInTheReadmeIsQuotedVerbatimFromAnExample() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = swiftBlocks(in: readme)
    XCTAssertFalse(blocks.isEmpty, "the README shows Swift code")

    let examples = try exampleSources(under: root.appendingPathComponent("Examples"))
    XCTAssertFalse(examples.isEmpty, "Examples/ has Swift files")
    for (number, block) in blocks.enumerated() {
      XCTAssertTrue(
        examples.values.contains { ("\n" + $0).contains("\n" + block) },
        "README Swift block \(number + 1) is not quoted verbatim from any file under Examples/:\n\(block)")
    }
  }

  /// The DocC articles are held to the same rule as the README; they may
  /// also quote the client packages `make check-client` builds
  /// (Tests/ClientPackage: an app extending GtkKit, apps written for 0.1).
  func testEverySwiftBlockInTheArticlesIsQuotedVerbatimFromAnExample() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let examples = try exampleSources(under: root.appendingPathComponent("Examples")).merging(
      try exampleSources(under: root.appendingPathComponent("Tests/ClientPackage")),
      uniquingKeysWith: { first, _ in first })
    var articles = 0
    let files = FileManager.default.enumerator(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "md", file.deletingLastPathComponent().pathExtension == "docc" else { continue }
      articles += 1
      let blocks = swiftBlocks(in: try String(contentsOf: file, encoding: .utf8))
      for (number, block) in blocks.enumerated() {
        XCTAssertTrue(
          examples.values.contains { ("\n" + $0).contains("\n" + block) },
          "\(file.lastPathComponent): Swift block \(number + 1) is not quoted verbatim from any example:\n\(block)")
      }
    }
    XCTAssertGreaterThanOrEqual(articles, 5, "the DocC articles are found")
  }

  func testTheBlockFinderSeesFencedSwiftBlocksOnly() {
    let text = "intro\n```swift\nlet a = 1\nlet b = 2\n```\n```sh\nmake\n```\n```swift\nprint(a)\n```\n"
    XCTAssertEqual(swiftBlocks(in: text), ["let a = 1\nlet b = 2\n", "print(a)\n"])
  }
}

/// The contents of the ```swift fenced blocks of a Markdown text, each with
/// its lines' final newlines.
private func swiftBlocks(in markdown: String) -> [String] {
  var blocks: [String] = []
  var current: String?
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
    if current == nil {
      if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = "" }
    } else if line.trimmingCharacters(in: .whitespaces) == "```" {
      blocks.append(current ?? "")
      current = nil
    } else {
      current? += line + "\n"
    }
  }
  return blocks
}

/// The Swift files under `directory`, by path.
private func exampleSources(under directory: URL) throws -> [String: String] {
  var sources: [String: String] = [:]
  let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "swift" else { continue }
    sources[file.path] = try String(contentsOf: file, encoding: .utf8)
  }
  return sources
}
