import Foundation
internal import GtkKit
internal import PlaceholderGtk
import XCTest

/// One node of GTK's accessibility tree as a screen reader gets it over
/// AT-SPI: what Orca would read, not what our code meant to set.
package struct AtSpiNode: Decodable, Equatable, Sendable {
  /// The role's name (`push button`, `panel`, `label`, …).
  package let role: String
  /// The accessible name.
  package let name: String
  /// The accessible description.
  package let description: String
  /// Relation type (`labelled-by`, `described-by`, …) → the names of the targets.
  package let relations: [String: [String]]
  /// State names (`showing`, `focused`, `busy`, …).
  package let states: [String]
  /// Depth below the window.
  package let depth: Int

  private enum CodingKeys: String, CodingKey { case role, name, description, relations, states, depth }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let role = try container.decode(String.self, forKey: .role)
    self.role = Self.olderRoleNames[role] ?? role
    name = try container.decode(String.self, forKey: .name)
    description = try container.decode(String.self, forKey: .description)
    relations = try container.decode([String: [String]].self, forKey: .relations)
    states = try container.decode([String].self, forKey: .states)
    depth = try container.decode(Int.self, forKey: .depth)
  }

  /// Newer AT-SPI (Debian 13's) renamed two roles the tests look for; the
  /// tests use the older names, which Debian 12's AT-SPI reports.
  private static let olderRoleNames = ["button": "push button", "grouping": "panel"]
}

/// Reads the AT-SPI tree of this process's window from a separate process
/// (python3 with libatspi's introspection data): the only reader that sees
/// exactly what assistive technologies see.
///
/// The reader runs in a child process because AT-SPI calls are synchronous
/// D-Bus calls that GTK answers from its main loop: a reader in this process
/// would wait on the thread that must answer it. The main loop runs while the
/// child reads.
///
/// `make test-a11y` runs these tests on a private session bus
/// (`dbus-run-session`), which starts the accessibility bus on demand, with
/// GTK's AT-SPI backend on (`GTK_A11Y` unset).
@MainActor
package enum AtSpiTree {
  /// Why the real tree cannot be read here, or nil when it can.
  package nonisolated static var unavailableReason: String? {
    let environment = ProcessInfo.processInfo.environment
    if let backend = environment["GTK_A11Y"], backend != "atspi" {
      return "GTK_A11Y=\(backend) turns GTK's AT-SPI backend off; make test-a11y runs this with it on"
    }
    guard environment["DBUS_SESSION_BUS_ADDRESS"].map({ !$0.isEmpty }) == true else {
      return "no D-Bus session bus; make test-a11y runs this under dbus-run-session"
    }
    guard FileManager.default.isExecutableFile(atPath: python) else { return "no \(python)" }
    return nil
  }

  /// Skips the test when the tree cannot be read, unless
  /// `PLACEHOLDERS_REQUIRE_ATSPI=1` (set by `make test-a11y`) makes that a failure.
  package nonisolated static func requireOrSkip() throws {
    guard let reason = unavailableReason else { return }
    if ProcessInfo.processInfo.environment["PLACEHOLDERS_REQUIRE_ATSPI"] == "1" {
      XCTFail("the AT-SPI tree is required but cannot be read: \(reason)")
    }
    throw XCTSkip(reason)
  }

  /// Reads the tree until `condition` holds for it, or `timeoutSeconds`
  /// pass; returns the last tree read (empty when the window never appeared).
  package static func wait(
    forWindow title: String, timeoutSeconds: Double = 30, until condition: ([AtSpiNode]) -> Bool
  ) -> [AtSpiNode] {
    let deadline = MainLoop.monotonicSeconds() + timeoutSeconds
    var nodes: [AtSpiNode] = []
    repeat {
      nodes = read(window: title)
      if condition(nodes) { return nodes }
      // Let GTK send the changes it has queued before reading again.
      MainLoop.drain()
    } while MainLoop.monotonicSeconds() < deadline
    return nodes
  }

  /// The nodes under the window titled `title`, depth first; empty when the
  /// reader failed or found no such window.
  package static func read(window title: String) -> [AtSpiNode] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script, title]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let box = Finished()
    process.terminationHandler = { _ in box.set() }
    do { try process.run() } catch { return [] }
    // The child's reads are answered here, by the main loop.
    let data = DataCollector(output.fileHandleForReading)
    let errorData = DataCollector(errors.fileHandleForReading)
    MainLoop.run(until: { box.isSet }, timeoutSeconds: 60)
    if !box.isSet { process.terminate() }
    let text = data.finish()
    let nodes = text.split(separator: "\n").compactMap {
      try? JSONDecoder().decode(AtSpiNode.self, from: Data($0.utf8))
    }
    let complaint = errorData.finish().trimmingCharacters(in: .whitespacesAndNewlines)
    lastProblem =
      !nodes.isEmpty
      ? "" : complaint.isEmpty ? "no window titled “\(title)” on the accessibility bus" : String(complaint.suffix(800))
    return nodes
  }

  /// Why the last read found nothing (the reader's error, or no such
  /// window); empty after a read that found the window.
  package private(set) static var lastProblem = ""

  private nonisolated static let python = "/usr/bin/python3"

  /// Prints one JSON line per node under the window titled argv[1].
  private static let script = #"""
    import json, sys
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
    title = sys.argv[1]
    def walk(node, depth):
        try:
            relations = {}
            for relation in node.get_relation_set() or []:
                kind = relation.get_relation_type().value_nick
                targets = [relation.get_target(i) for i in range(relation.get_n_targets())]
                relations.setdefault(kind, []).extend(t.get_name() or "" for t in targets if t)
            states = node.get_state_set()
            names = [s.value_nick for s in states.get_states()]
            print(json.dumps({"role": node.get_role_name() or "", "name": node.get_name() or "",
                              "description": node.get_description() or "", "relations": relations,
                              "states": names, "depth": depth}))
            for i in range(node.get_child_count()):
                child = node.get_child_at_index(i)
                if child is not None and depth < 60:
                    walk(child, depth + 1)
        except Exception as error:
            print(json.dumps({"role": "error", "name": str(error), "description": "", "relations": {},
                              "states": [], "depth": depth}))
    desktop = Atspi.get_desktop(0)
    for a in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(a)
        if app is None:
            continue
        try:
            count = app.get_child_count()
        except Exception:
            continue
        for w in range(count):
            window = app.get_child_at_index(w)
            if window is not None and window.get_name() == title:
                walk(window, 0)
                sys.exit(0)
    """#
}

extension [AtSpiNode] {
  /// The first node with this role and name.
  package func first(role: String, name: String) -> AtSpiNode? {
    first { $0.role == role && $0.name == name }
  }
}

/// A flag set from the process's termination thread, read on the main thread.
private final class Finished: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}

/// Reads a pipe to its end on a background thread, so a long output never
/// blocks the child on a full pipe.
private final class DataCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let all = handle.readDataToEndOfFile()
      lock.withLock { data = all }
      done.signal()
    }
  }

  func finish() -> String {
    done.wait()
    return lock.withLock { String(decoding: data, as: UTF8.self) }
  }
}
