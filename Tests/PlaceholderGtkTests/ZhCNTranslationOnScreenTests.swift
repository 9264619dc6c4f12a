import CGtk
import Foundation
import Glibc
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The library's strings reach the screen translated: with gettext asked
/// for zh_CN (a real zh_CN.UTF-8 locale) and the library's domain bound to the compiled
/// catalogue (`make translations`, `PLACEHOLDERS_LOCALEDIR`), a list's
/// placeholders show Chinese labels and buttons in the widget tree.
final class ZhCNTranslationOnScreenTests: GtkTestCase {
  func testAnEmptyListAndANoResultsSearchShowTheirChineseTexts() throws {
    guard let localeDirectory = ProcessInfo.processInfo.environment["PLACEHOLDERS_LOCALEDIR"],
      FileManager.default.fileExists(atPath: localeDirectory + "/zh_CN/LC_MESSAGES/placeholders.mo")
    else {
      if ProcessInfo.processInfo.environment["PLACEHOLDERS_REQUIRE_DISPLAY"] == "1" {
        XCTFail("no compiled zh_CN catalogue under PLACEHOLDERS_LOCALEDIR; make translations builds it")
      }
      throw XCTSkip("no compiled zh_CN catalogue; make test sets PLACEHOLDERS_LOCALEDIR after make translations")
    }
    try onMain {
      let catalogue = try GettextLanguage(zh_CN: localeDirectory)
      defer { catalogue.restore() }

      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let slot = table.placeholderSlot
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      let emptyTexts = WidgetTree.mappedLabelTexts(under: slot.root.gtkWidget)
      XCTAssertTrue(emptyTexts.contains("暂无内容"), "“No Content” in Chinese on screen: \(emptyTexts)")

      table.placeholders.pinned = .noResults(query: "Atlantis")
      window.settle()
      let texts = WidgetTree.mappedLabelTexts(under: slot.root.gtkWidget)
      XCTAssertTrue(texts.contains("无结果"), "\(texts)")
      XCTAssertTrue(texts.contains("没有找到与“Atlantis”相关的结果"), "the query sits inside the translation: \(texts)")
      XCTAssertNotNil(WidgetTree.firstButton(labelled: "清除搜索", under: slot.root.gtkWidget), "Clear Search")

      catalogue.restore()
      XCTAssertEqual(PlaceholderContent.noContent().title, "No Content", "the other tests get English back")
    }
  }
}

/// Switches gettext to zh_CN for the library's domain, and back.
@MainActor
private struct GettextLanguage {
  private let previousLanguage: String?
  private let previousLocale: String?
  private let previousLocalePath: String?

  init(zh_CN localeDirectory: String) throws {
    let environment = ProcessInfo.processInfo.environment
    previousLanguage = environment["LANGUAGE"]
    previousLocalePath = environment["LOCPATH"]
    previousLocale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) }
    // A real zh_CN.UTF-8 locale: gettext ignores LANGUAGE in the C locale,
    // and newer glibc (Debian 13) in C.UTF-8 too.
    let localePath = try TestLocale.path(for: "zh_CN.UTF-8")
    if !localePath.isEmpty { setenv("LOCPATH", localePath, 1) }
    _ = try XCTUnwrap(setlocale(LC_MESSAGES, "zh_CN.UTF-8"), "the zh_CN.UTF-8 locale (scripts/locale.sh)")
    setenv("LANGUAGE", "zh_CN", 1)
    self.localeDirectory = localeDirectory
    Self.forgetCachedTranslations(localeDirectory)
  }

  private let localeDirectory: String

  func restore() {
    if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
    if let previousLocalePath { setenv("LOCPATH", previousLocalePath, 1) } else { unsetenv("LOCPATH") }
    if let previousLocale { setlocale(LC_MESSAGES, previousLocale) }
    Self.forgetCachedTranslations(localeDirectory)
  }

  /// gettext caches what it found until a binding changes: binding the
  /// domain to another spelling of the directory and back makes it look anew.
  private static func forgetCachedTranslations(_ localeDirectory: String) {
    TextDomain.placeholders.bind(localeDirectory: localeDirectory + "/.")
    TextDomain.placeholders.bind(localeDirectory: localeDirectory)
  }
}
