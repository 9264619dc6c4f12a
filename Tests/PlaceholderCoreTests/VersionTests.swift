import Foundation
import PlaceholderCore
import Testing

/// The version is set once, in `VERSION`: the Swift constant, the AppStream
/// metadata's newest release and the changelog's newest release follow it.
@Suite("One version")
struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func version() throws -> String {
    try read("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func theSwiftConstantIsTheVersionFile() throws {
    let version = try Self.version()
    #expect(version.split(separator: ".").count == 3, "semantic version: \(version)")
    #expect(PlaceholderCoreVersion.version == version)
  }

  @Test func mesonReadsTheVersionFile() throws {
    #expect(try Self.read("meson.build").contains("version: files('VERSION')"))
  }

  @Test func theNewestReleaseInTheMetadataAndTheChangelogIsTheVersion() throws {
    let version = try Self.version()
    let metainfo = try Self.read("data/io.github.placeholders.Demo.metainfo.xml")
    let firstRelease = metainfo.range(of: "<release version=\"").map {
      metainfo[$0.upperBound...].prefix { $0 != "\"" }
    }
    #expect(firstRelease.map(String.init) == version)
    let changelog = try Self.read("CHANGELOG.md")
    let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") && !$0.contains("Unreleased") }
    #expect(releases.first?.hasPrefix("## \(version) ") == true, "\(releases.first ?? "no release")")
  }
}
