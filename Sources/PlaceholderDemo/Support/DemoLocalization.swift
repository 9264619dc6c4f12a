import Glibc
import PlaceholderCore

/// Finds the translations: `PLACEHOLDERS_LOCALEDIR` when set (make demo sets
/// it to the catalogs compiled in .build/locale), otherwise `share/locale`
/// next to the installed binary's `bin/`.
package enum DemoLocalization {
  package static func setUp() {
    setlocale(LC_ALL, "")
    TextDomain.placeholders.bind(localeDirectory: localeDirectory())
  }

  static func localeDirectory() -> String {
    if let directory = getenv("PLACEHOLDERS_LOCALEDIR") { return String(cString: directory) }
    return installPrefix() + "/share/locale"
  }

  /// The directory above the one holding this executable (`/usr/local` for
  /// `/usr/local/bin/placeholder-demo`).
  static func installPrefix() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return "/usr/local" }
    let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
    let prefix = components.joined(separator: "/")
    return prefix.isEmpty ? "/" : prefix
  }
}
