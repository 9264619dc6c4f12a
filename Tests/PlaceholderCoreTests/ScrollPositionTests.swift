import Foundation
import Testing

@testable import PlaceholderCore

private typealias IndexPath = PlaceholderCore.IndexPath

/// Where a saved scroll position points in a list, and what the rows at
/// the top of a view describe.
@Suite("Scroll positions")
struct ScrollPositionTests {
  /// Two sections with headers: rows 0 (header), 1–5 (items 0–4), 6
  /// (header), 7–9 (items 0–2).
  private let index = FlatIndex(sections: [
    SectionShape(itemCount: 5, hasHeader: true), SectionShape(itemCount: 3, hasHeader: true),
  ])

  private func noKey(_: IndexPath) -> String? { nil }

  @Test func anItemIsFoundByItsIndexPathWithoutKeys() {
    let position = ScrollPosition(indexPath: IndexPath(section: 1, item: 2), offset: 12)
    #expect(ScrollPositionRules.row(for: position, in: index, keyAt: noKey, indexPathOfKey: { _ in nil }) == 9)
  }

  @Test func aKeyFindsItsItemAfterRowsMovedAboveIt() {
    let position = ScrollPosition(indexPath: IndexPath(section: 0, item: 1), itemKey: "d")
    let keys = ["a", "b", "c", "d", "e"]
    let keyAt = { (path: IndexPath) -> String? in path.section == 0 ? keys[path.item] : nil }
    let row = ScrollPositionRules.row(
      for: position, in: index, keyAt: keyAt,
      indexPathOfKey: { key in keys.firstIndex(of: key).map { IndexPath(section: 0, item: $0) } })
    #expect(row == 4, "item 3, where \"d\" is now")
  }

  @Test func aGoneItemFallsBackToTheNearestItemBeforeIt() {
    let gone = ScrollPosition(indexPath: IndexPath(section: 1, item: 9))
    #expect(ScrollPositionRules.row(for: gone, in: index, keyAt: noKey, indexPathOfKey: { _ in nil }) == 9)
    let noSection = ScrollPosition(indexPath: IndexPath(section: 7, item: 0))
    #expect(ScrollPositionRules.row(for: noSection, in: index, keyAt: noKey, indexPathOfKey: { _ in nil }) == 7)
    #expect(
      ScrollPositionRules.row(for: gone, in: FlatIndex(), keyAt: noKey, indexPathOfKey: { _ in nil }) == nil,
      "no rows: nowhere")
  }

  @Test func aHeaderAtTheTopIsDescribedByTheItemUnderIt() {
    // The header (row 6) is 30 px tall, scrolled 10 px into; item 0 of
    // section 1 starts 20 px below the top of the view.
    let tops: [Int: Double] = [6: -10, 7: 20]
    let position = ScrollPositionRules.position(
      topRow: 6, offset: 10, in: index, rowTop: { tops[$0] }, keyAt: { _ in "k" })
    #expect(position == ScrollPosition(indexPath: IndexPath(section: 1, item: 0), itemKey: "k", offset: -20))
    let item = ScrollPositionRules.position(topRow: 3, offset: 5, in: index, rowTop: { _ in nil }, keyAt: noKey)
    #expect(item == ScrollPosition(indexPath: IndexPath(section: 0, item: 2), offset: 5))
  }

  @Test func aPositionSurvivesBeingSavedAsJSON() throws {
    let position = ScrollPosition(indexPath: IndexPath(section: 2, item: 40), itemKey: "msg-17", offset: 33.5)
    let saved = try JSONEncoder().encode(position)
    #expect(try JSONDecoder().decode(ScrollPosition.self, from: saved) == position)
    #expect(ScrollPosition(indexPath: IndexPath(section: 0, item: 0), offset: .nan).offset == 0)
  }
}
