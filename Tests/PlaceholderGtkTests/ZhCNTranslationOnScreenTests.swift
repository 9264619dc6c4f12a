import CGtk
import Foundation
import Glibc
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderGtk

/// The library's strings reach the screen translated: with gettext asked
/// for zh_CN (`LANGUAGE`) and the library's domain bound to the compiled
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

      table.placeholderOverride = .noResults(query: "Atlantis")
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

  init(zh_CN localeDirectory: String) throws {
    previousLanguage = ProcessInfo.processInfo.environment["LANGUAGE"]
    previousLocale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) }
    // gettext ignores LANGUAGE in the plain C locale; C.UTF-8 is present everywhere.
    if previousLocale == "C" || previousLocale == "POSIX" {
      _ = try XCTUnwrap(setlocale(LC_MESSAGES, "C.UTF-8"), "the C.UTF-8 locale")
    }
    setenv("LANGUAGE", "zh_CN", 1)
    self.localeDirectory = localeDirectory
    Self.forgetCachedTranslations(localeDirectory)
  }

  private let localeDirectory: String

  func restore() {
    if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
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
