import Foundation
import Testing

/// The callback convention (GtkKit's landing page): `on…` is a method that
/// adds a listener; the one handler an owner sets is a property ending in
/// `Handler`. Read from the libraries' sources, outside the deprecated
/// aliases of 0.1's spellings.
@Suite("Callback convention")
struct CallbackConventionTests {
  @Test("no public on… name is a settable property")
  func noPublicOnPropertyIsSettable() throws {
    var checked = 0
    for library in ["Sources/GtkKit", "Sources/PlaceholderGtk", "Sources/PlaceholderCore", "Sources/Adwaita"] {
      for file in ClientSourceTests.swiftFiles(under: library) where !file.path.contains("/Deprecated/") {
        checked += 1
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let words = line.split(separator: " ")
          guard let at = words.firstIndex(where: { $0 == "var" }), at > 0, words[..<at].contains("public"),
            let name = words.dropFirst(at + 1).first, name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true
          else { continue }
          Issue.record("\(file.lastPathComponent):\(number + 1): \(name) is a property; name it …Handler")
        }
      }
    }
    #expect(checked > 100, "the libraries' sources are found")
  }
}
