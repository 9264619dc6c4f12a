import Foundation
import Testing

/// The demo (and the examples) are clients of the library: they reach GTK
/// only through the public Swift API. SwiftPM lets every target of a package
/// see `package` symbols and the CGtk module, so the compiler cannot hold
/// them to that; this test reads their sources instead.
@Suite("Library clients use only the public API")
struct ClientSourceTests {
  /// Spellings that only package-level plumbing would need: no client
  /// file uses them.
  static let plumbing = [
    "gcast(", ".gtkWidget", "Widget(taking:", "Widget(retaining:", "Signals.", "MainLoopCallbacks.",
    "AccessibleText.", "Properties.", "ObjectReference", "Diagnostics.",
  ]

  /// Spellings of GTK's C API: only the demo's own wrappers of widgets
  /// outside GtkKit's scope use them, through GtkKit's public escape hatch.
  static let cAPI = ["import CGtk", "gtk_", "g_object", "g_signal", "gdk_"]

  /// The demo's folder of its own widget wrappers (see GtkKit's scope).
  static let demoWidgets = "Sources/PlaceholderDemo/Widgets/"

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func swiftFiles(under relativePath: String) -> [URL] {
    let root = packageRoot.appendingPathComponent(relativePath)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  @Test(
    "no demo, example or bare benchmark file uses plumbing or C",
    arguments: [
      "Sources/PlaceholderDemo", "Sources/PlaceholderDemoApp", "Examples", "Benchmarks/Bare", "Benchmarks/Demo",
      "Benchmarks/Files",
    ])
  func noPlumbing(in folder: String) throws {
    for file in Self.swiftFiles(under: folder) {
      let relative = String(file.path.dropFirst(Self.packageRoot.path.count + 1))
      let forbidden = relative.hasPrefix(Self.demoWidgets) ? Self.plumbing : Self.plumbing + Self.cAPI
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        for spelling in forbidden where code.contains(spelling) {
          Issue.record("\(file.lastPathComponent):\(number + 1) uses \(spelling): \(line)")
        }
      }
    }
  }

  @Test("no example imports a C module or calls libadwaita's C API")
  func examplesImportNoCModule() throws {
    let files = Self.swiftFiles(under: "Examples")
    #expect(files.count >= 20)
    for file in files {
      let relative = String(file.path.dropFirst(Self.packageRoot.path.count + 1))
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").filter { !["@testable", "internal", "private", "public"].contains($0) }
        guard words.first == "import", let module = words.dropFirst().first else { continue }
        let isCModule = module == "Glibc" || (module.hasPrefix("C") && module.dropFirst().first?.isUppercase == true)
        #expect(!isCModule, "\(relative) imports \(module)")
      }
      #expect(!text.contains("adw_"), "\(relative) calls libadwaita's C API")
    }
  }

  @Test("the demo's own widget wrappers are found, and only they import CGtk")
  func demoWidgetsAreFound() throws {
    let wrappers = Self.swiftFiles(under: Self.demoWidgets)
    #expect(wrappers.count >= 5)
    for file in Self.swiftFiles(under: "Sources/PlaceholderDemo") {
      let relative = String(file.path.dropFirst(Self.packageRoot.path.count + 1))
      let importsC = try String(contentsOf: file, encoding: .utf8).contains("import CGtk")
      #expect(!importsC || relative.hasPrefix(Self.demoWidgets), "\(relative) imports CGtk")
    }
    // Each wrapper says which widget GtkKit's scope rules out, and why.
    for file in wrappers where file.lastPathComponent != "CWidgets.swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains("// Outside GtkKit's scope"), "\(file.lastPathComponent) does not say why it wraps C")
    }
  }

  /// What only a benchmark would say: its output lines and its flag.
  static let measurement = ["BENCH", "--bench", "Bench"]

  @Test(
    "the demo and the examples carry no measurement code: it lives in Benchmarks/",
    arguments: ["Sources/PlaceholderDemo", "Sources/PlaceholderDemoApp", "Examples"])
  func noMeasurement(in folder: String) throws {
    for file in Self.swiftFiles(under: folder) {
      let text = try String(contentsOf: file, encoding: .utf8)
      for spelling in Self.measurement where text.contains(spelling) {
        Issue.record("\(file.lastPathComponent) says \(spelling)")
      }
    }
  }

  @Test("the demo's sources are found")
  func demoSourcesAreFound() {
    #expect(Self.swiftFiles(under: "Sources/PlaceholderDemo").count > 20)
  }
}
