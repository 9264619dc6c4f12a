import Foundation
import PlaceholderTestSupport
import XCTest

/// Chinese text is drawn with Chinese glyph forms in the zh_CN screenshots
/// (issue 20): Pango takes its language from the locale, so they run in a
/// real zh_CN.UTF-8 locale made by `scripts/locale.sh` (compiled into
/// .build/locales without root when the system lacks it), not in C.UTF-8
/// with only `LANGUAGE=zh_CN`.
final class ChineseLocaleTests: XCTestCase {
  func testTheScreenshotsLocaleMakesGTKShapeTextAsSimplifiedChinese() throws {
    let environment = ProcessInfo.processInfo.environment
    guard ["DISPLAY", "WAYLAND_DISPLAY"].contains(where: { environment[$0].map { !$0.isEmpty } == true }) else {
      throw XCTSkip("needs a display to start GTK; make test runs this on Xvfb and on Wayland")
    }
    var chineseEnvironment = ["LC_ALL": "zh_CN.UTF-8", "LANGUAGE": "zh_CN"]
    let locpath = try TestLocale.path(for: "zh_CN.UTF-8")
    if !locpath.isEmpty { chineseEnvironment["LOCPATH"] = locpath }
    let chinese = try ProgramRun("LaunchProbe", arguments: ["--text-language"], environment: chineseEnvironment)
    XCTAssertEqual(chinese.status, 0, chinese.standardError)
    XCTAssertEqual(chinese.outputLines, ["zh-cn"], "Pango's language in the zh_CN screenshots")

    // The old way, LANGUAGE under C.UTF-8: translated, but shaped for no
    // language in particular (Japanese forms, with Noto CJK).
    let languageOnly = try ProgramRun("LaunchProbe", arguments: ["--text-language"], environment: ["LANGUAGE": "zh_CN"])
    XCTAssertEqual(languageOnly.outputLines, ["c"], "LANGUAGE alone does not set Pango's language")
  }
}
