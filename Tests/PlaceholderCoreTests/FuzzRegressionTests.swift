import Foundation
import Testing

/// `make fuzz`'s inputs replayed in every test run: the committed seed
/// corpus and every input that once failed (Tests/Fuzz/TARGET/crashes),
/// decoded and checked by the same `FuzzTarget.check` as the fuzzer.
@MainActor
@Suite("Fuzz inputs replay cleanly")
struct FuzzRegressionTests {
  /// Tests/Fuzz, found from this file's place in the source tree.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  static func inputs(of target: FuzzTarget, in folder: String) -> [(name: String, bytes: [UInt8])] {
    let directory = root.appendingPathComponent(target.rawValue).appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
        return nil
      }
      return ("\(target.rawValue)/\(folder)/\(name)", [UInt8](data))
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func theSeedCorpusPasses(_ target: FuzzTarget) {
    let corpus = Self.inputs(of: target, in: "corpus")
    #expect(!corpus.isEmpty, "no seed corpus for \(target.rawValue) in \(Self.root.path)")
    for input in corpus {
      let failure = target.check(input.bytes)
      #expect(failure == nil, "\(input.name): \(failure ?? "")")
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyCrashInputFoundSoFarPasses(_ target: FuzzTarget) {
    for input in Self.inputs(of: target, in: "crashes") {
      let failure = target.check(input.bytes)
      #expect(failure == nil, "\(input.name): \(failure ?? "")")
    }
  }
}
