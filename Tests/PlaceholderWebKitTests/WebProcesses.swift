import Foundation

/// WebKit's page processes that belong to this test process: the real
/// `WebKitWebProcess` (not the sandbox's `bwrap` wrappers around it, whose
/// command lines name it too), found by walking `/proc`.
enum WebProcesses {
  /// Sends `signal` to each; returns how many there were.
  static func kill(signal: Int32) -> Int {
    let mine = getpid()
    var killed = 0
    for pid in allProcesses() where executable(of: pid)?.hasSuffix("/WebKitWebProcess") == true {
      guard descends(pid, from: mine) else { continue }
      if Glibc.kill(pid, signal) == 0 { killed += 1 }
    }
    return killed
  }

  private static func allProcesses() -> [pid_t] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
  }

  /// The program the process runs: its command line's first word.
  private static func executable(of pid: pid_t) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
    return data.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) }
  }

  private static func parent(of pid: pid_t) -> pid_t? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return nil }
    // After "pid (name) state ppid".
    let fields = text[text.index(after: end)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }

  private static func descends(_ pid: pid_t, from ancestor: pid_t) -> Bool {
    var current = pid
    for _ in 0..<16 {
      guard let up = parent(of: current), up > 1 else { return false }
      if up == ancestor { return true }
      current = up
    }
    return false
  }
}
