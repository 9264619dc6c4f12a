import Foundation

/// Real locales for tests that show a translation: `scripts/locale.sh`
/// compiles one without root into .build/locales when the system lacks it.
package enum TestLocale {
  /// The repository's root, from this file's place in it.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `LOCPATH` to run with for `locale` (such as "zh_CN.UTF-8"), or ""
  /// when the system has the locale. Throws when the script cannot start;
  /// a failed script returns its status in the error.
  package static func path(for locale: String) throws -> String {
    let process = Process()
    process.executableURL = root.appendingPathComponent("scripts/locale.sh")
    process.arguments = [locale]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw TestLocaleError.notMade(locale, process.terminationStatus) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// Why a test locale is missing.
package enum TestLocaleError: Error, CustomStringConvertible {
  /// scripts/locale.sh could not make the locale (exit status).
  case notMade(String, Int32)

  package var description: String {
    switch self {
    case .notMade(let locale, let status): "scripts/locale.sh could not make \(locale) (status \(status))"
    }
  }
}
