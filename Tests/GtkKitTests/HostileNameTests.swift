import Foundation
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// Text from outside shown safely: each class of character that could
/// disguise a name (direction controls, control characters, separators) is
/// shown as a visible symbol, and everything else is kept as it is.
final class SafeTextTests: XCTestCase {
  func testDirectionControlsAreShownByTheirCodePoints() {
    XCTAssertEqual(SafeText.forDisplay("invoice-\u{202E}fdp.exe"), "invoice-<U+202E>fdp.exe")
    for code in [0x202A, 0x202B, 0x202C, 0x202D, 0x2066, 0x2067, 0x2068, 0x2069] {
      let scalar = Unicode.Scalar(UInt32(code)).map(String.init) ?? ""
      let hex = String(code, radix: 16, uppercase: true)
      XCTAssertEqual(SafeText.forDisplay("a\(scalar)b"), "a<U+\(hex)>b")
    }
  }

  func testControlCharactersAreShownAsPicturesNotObeyed() {
    XCTAssertEqual(SafeText.forDisplay("line\nbreak"), "line␊break")
    XCTAssertEqual(SafeText.forDisplay("tab\there"), "tab␉here")
    XCTAssertEqual(SafeText.forDisplay("esc\u{1B}[31mred"), "esc␛[31mred")
    XCTAssertEqual(SafeText.forDisplay("cr\rbell\u{07}"), "cr␍bell␇")
    XCTAssertEqual(SafeText.forDisplay("del\u{7F}"), "del␡")
    XCTAssertEqual(SafeText.forDisplay("next\u{85}line"), "next<U+0085>line")
    XCTAssertEqual(SafeText.forDisplay("a\u{2028}b\u{2029}c"), "a<U+2028>b<U+2029>c")
  }

  func testEverythingElseIsKeptAsItIs() {
    for text in ["report.pdf", "שלום.txt", "تقرير\u{061C}.txt", "mark\u{200F}.txt", "🎉 party", "naïve", "", "中文 文件"] {
      XCTAssertEqual(SafeText.forDisplay(text), text)
    }
  }
}

/// A real folder holding a file of each hostile name, listed by `Folder`:
/// what each entry shows, with its on-disk name kept for opening it.
final class HostileFolderNameTests: GtkTestCase {
  func testEachHostileNameIsListedAndShownSafely() throws {
    let path = NSTemporaryDirectory() + "placeholders-hostile-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    let expected: [(bytes: [UInt8], shown: String)] = [
      (Array("invoice-\u{202E}fdp.exe".utf8), "invoice-<U+202E>fdp.exe"),
      (Array("two\nlines.txt".utf8), "two␊lines.txt"),
      (Array("tab\there.txt".utf8), "tab␉here.txt"),
      (Array("esc\u{1B}[31mred.txt".utf8), "esc␛[31mred.txt"),
      (Array("del\u{7F}.txt".utf8), "del␡.txt"),
      (Array("c1\u{85}.txt".utf8), "c1<U+0085>.txt"),
      (Array("iso\u{2067}late.txt".utf8), "iso<U+2067>late.txt"),
      (Array("sep\u{2028}x.txt".utf8), "sep<U+2028>x.txt"),
      (Array("שלום.txt".utf8), "שלום.txt"),
      (
        Array(repeating: UInt8(ascii: "n"), count: 251) + Array(".txt".utf8),
        String(repeating: "n", count: 251) + ".txt"
      ),
    ]
    for (bytes, _) in expected { try Self.createFile(named: bytes, in: path) }
    try Self.createFile(named: Array("bad-".utf8) + [0xFF, 0xFE] + Array("-bytes.txt".utf8), in: path)
    try onMain {
      var entries: [FileEntry] = []
      var finished = false
      Task { @MainActor in
        defer { finished = true }
        for try await batch in Folder(path: path).entries(batchSize: 100, firstBatchSize: 100) { entries += batch }
      }
      XCTAssertTrue(MainLoop.run(until: { finished }))
      XCTAssertEqual(entries.count, expected.count + 1, "every entry is listed")
      let shown = Set(entries.map(\.displayName))
      for (_, display) in expected { XCTAssertTrue(shown.contains(display), "\(display) in \(shown)") }
      let undecodable = try XCTUnwrap(entries.first { $0.displayName.hasPrefix("bad-") })
      XCTAssertTrue(undecodable.displayName.contains("\u{FFFD}"), undecodable.displayName)
      let override = try XCTUnwrap(entries.first { $0.displayName.hasPrefix("invoice-") })
      XCTAssertEqual(override.name, "invoice-\u{202E}fdp.exe", "the name on disk is kept, to open the file")
      XCTAssertTrue(entries.allSatisfy { !$0.displayName.contains("\n") && !$0.displayName.contains("\u{202E}") })
    }
  }

  /// Creates an empty file whose name is `bytes`, which need not be UTF-8.
  private static func createFile(named bytes: [UInt8], in folder: String) throws {
    let full = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let descriptor = full.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1 }
    }
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    close(descriptor)
  }
}
