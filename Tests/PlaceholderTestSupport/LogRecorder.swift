internal import CGtk
import Foundation
import XCTest

/// Records the warnings GLib logs in some domains while a test runs, and
/// keeps them off the console. Criticals are not caught: they stay fatal
/// under `G_DEBUG=fatal-criticals`. GTK logs through GLib's structured
/// logging, which `g_log_set_handler` never sees: ``StructuredLogs`` hands
/// those messages to the recorders too.
@MainActor
package final class LogRecorder {
  /// Messages by domain.
  package private(set) var messages: [String: [String]] = [:]
  private var handlers: [(domain: String, id: UInt32)] = []
  private var box: Unmanaged<Box>?

  private final class Box {
    var record: (String, String) -> Void = { _, _ in }
  }

  /// Starts recording warnings (and messages) in `domains`.
  package init(domains: [String] = ["Placeholders", "Gtk", "Gdk", "GLib-GObject", "GLib", "Gsk"]) {
    let box = Box()
    let retained = Unmanaged.passRetained(box)
    self.box = retained
    box.record = { [weak self] domain, message in
      MainActor.assumeIsolated { self?.messages[domain, default: []].append(message) }
    }
    let handler: GLogFunc = { domain, _, message, data in
      guard let data else { return }
      let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
      box.record(domain.map { String(cString: $0) } ?? "", message.map { String(cString: $0) } ?? "")
    }
    StructuredLogs.listen(ObjectIdentifier(self), domains: Set(domains)) { [weak self] domain, message in
      self?.messages[domain, default: []].append(message)
    }
    for domain in domains {
      let levels = GLogLevelFlags(rawValue: pg_log_level_warning().rawValue | pg_log_level_message().rawValue)
      let id = g_log_set_handler(domain, levels, handler, retained.toOpaque())
      handlers.append((domain, id))
    }
  }

  /// The warnings logged in `domain` so far.
  package func count(_ domain: String) -> Int { messages[domain]?.count ?? 0 }

  /// Warnings from GTK and GLib themselves (not the library's own).
  package var toolkitWarnings: [String] {
    messages.filter { $0.key != "Placeholders" }.flatMap { domain, list in list.map { "\(domain): \($0)" } }
  }

  /// Stops recording.
  package func stop() {
    StructuredLogs.stopListening(ObjectIdentifier(self))
    for handler in handlers { g_log_remove_handler(handler.domain, handler.id) }
    handlers = []
    box?.release()
    box = nil
  }

  isolated deinit { stop() }
}

/// GLib's structured log writer for the test process (GLib allows one per
/// process; nothing else in the tests sets one). Warnings and messages
/// logged on the main thread in a domain a ``LogRecorder`` listens to go to
/// that recorder; everything else goes to GLib's default writer, as before.
@MainActor
enum StructuredLogs {
  private static var installed = false
  private static var listeners: [ObjectIdentifier: (domains: Set<String>, record: (String, String) -> Void)] = [:]

  static func listen(
    _ id: ObjectIdentifier, domains: Set<String>, record: @escaping @MainActor (String, String) -> Void
  ) {
    listeners[id] = (domains, record)
    guard !installed else { return }
    installed = true
    g_log_set_writer_func(
      { level, fields, count, data in
        let recordable = level.rawValue & (pg_log_level_warning().rawValue | pg_log_level_message().rawValue) != 0
        if recordable, Thread.isMainThread, let fields,
          MainActor.assumeIsolated({ StructuredLogs.deliver(fields, count: Int(count)) })
        {
          return G_LOG_WRITER_HANDLED
        }
        return g_log_writer_default(level, fields, count, data)
      }, nil, nil)
  }

  static func stopListening(_ id: ObjectIdentifier) {
    listeners[id] = nil
  }

  /// Hands a message to the recorders listening to its domain; false when
  /// none does.
  private static func deliver(_ fields: UnsafePointer<GLogField>, count: Int) -> Bool {
    var domain = ""
    var message = ""
    for field in UnsafeBufferPointer(start: fields, count: count) {
      guard let key = field.key, let value = field.value, field.length < 0 else { continue }
      let text = String(cString: value.assumingMemoryBound(to: CChar.self))
      switch String(cString: key) {
      case "GLIB_DOMAIN": domain = text
      case "MESSAGE": message = text
      default: break
      }
    }
    let matching = listeners.values.filter { $0.domains.contains(domain) }
    for listener in matching { listener.record(domain, message) }
    return !matching.isEmpty
  }
}
