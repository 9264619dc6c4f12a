import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// Size callbacks that may answer "not mine", and the estimate they get.
@Suite("Item size rules")
struct ItemSizeRulesTests {
  @Test func theFirstAnswerWinsAndLaterRulesAreNotAsked() {
    var asked: [String] = []
    let size = ItemSizeRules.resolve(
      [
        {
          asked.append("item")
          return nil
        },
        {
          asked.append("first rule")
          return .fixed(width: 50, height: 40)
        },
        {
          asked.append("second rule")
          return .fixed(width: 1, height: 1)
        },
      ],
      fallback: {
        asked.append("data source")
        return .natural
      })
    #expect(size == .fixed(width: 50, height: 40))
    #expect(asked == ["item", "first rule"])
  }

  @Test func whenEveryRuleSaysNotMineTheFallbackAnswers() {
    let size = ItemSizeRules.resolve([{ nil }, { nil }], fallback: { .fixed(width: 7, height: 8) })
    #expect(size == .fixed(width: 7, height: 8))
    #expect(ItemSizeRules.resolve([], fallback: { .natural }) == .natural)
  }

  @Test func negativeAndHugeSizesAreKeptToWhatGtkTakes() {
    #expect(ItemSizeRules.sanitized(.fixed(width: -5, height: 20)) == .fixed(width: 0, height: 20))
    #expect(
      ItemSizeRules.sanitized(.fixed(width: 3, height: Int.max))
        == .fixed(width: 3, height: ItemSizeRules.maximumExtent))
    #expect(
      ItemSizeRules.resolve([{ .fixed(width: -1, height: -1) }], fallback: { .natural }) == .fixed(width: 0, height: 0))
  }

  @Test func theVerticalEstimateIsAColumnsShareOfTheWidth() {
    let query = ItemSizeQuery.estimating(
      layout: .vertical, containerWidth: 500, containerHeight: 300, columns: 4, spacing: 12, estimate: 180)
    #expect(query.estimatedWidth == 500 / 4 - 12)
    #expect(query.estimatedHeight == 180)
    #expect(query.containerWidth == 500)
    #expect(query.containerHeight == 300)
    #expect(query.layout == .vertical)
  }

  @Test func theHorizontalEstimateIsARowsShareOfTheHeight() {
    let query = ItemSizeQuery.estimating(
      layout: .horizontal, containerWidth: 500, containerHeight: 300, columns: 2, spacing: 10, estimate: 120)
    #expect(query.estimatedWidth == 120)
    #expect(query.estimatedHeight == 140)
  }

  @Test func theFreeEstimateIsNeverWiderThanTheContainer() {
    let narrow = ItemSizeQuery.estimating(
      layout: .free, containerWidth: 100, containerHeight: 300, columns: 1, spacing: 12, estimate: 180)
    #expect(narrow.estimatedWidth == 100)
    let unknown = ItemSizeQuery.estimating(
      layout: .free, containerWidth: 0, containerHeight: 0, columns: 1, spacing: 12, estimate: 180)
    #expect(unknown.estimatedWidth == 180, "before the first allocation the estimate stands")
  }

  @Test func estimatesAreNeverBelowOnePixel() {
    for layout in CollectionLayoutKind.allCases {
      let query = ItemSizeQuery.estimating(
        layout: layout, containerWidth: 5, containerHeight: 5, columns: 9, spacing: 50, estimate: -3)
      #expect(query.estimatedWidth >= 1)
      #expect(query.estimatedHeight >= 1)
    }
  }
}

/// Display, highlight and selection events of collection items.
@Suite("Item events")
struct ItemEventsTests {
  @Test func everyDisplayEndsOnceAndARebindEndsTheOldItemFirst() {
    var slot = GridItemLifecycle<String>()
    #expect(slot.show("a") == [.display("a")])
    #expect(slot.show("b") == [.endDisplay("a"), .display("b")])
    #expect(slot.end() == [.endDisplay("b")])
    #expect(slot.end() == [], "a second end has nothing to end")
    #expect(slot.displayed == nil)
  }

  @Test func aPressHighlightsOnceAndTheReleaseUnhighlights() {
    var slot = GridItemLifecycle<String>()
    #expect(slot.setPressed(true) == [], "an empty slot is never highlighted")
    _ = slot.show("a")
    #expect(slot.setPressed(true) == [.highlight("a")])
    #expect(slot.setPressed(true) == [], "one highlight per press")
    #expect(slot.setPressed(false) == [.unhighlight("a")])
    #expect(slot.setPressed(false) == [])
  }

  @Test func aHighlightedItemIsUnhighlightedBeforeItsDisplayEnds() {
    var slot = GridItemLifecycle<String>()
    _ = slot.show("a")
    _ = slot.setPressed(true)
    #expect(slot.show("b") == [.unhighlight("a"), .endDisplay("a"), .display("b")])
    #expect(!slot.isHighlighted)
  }

  @Test func aSelectionEndsThePressBeforeTheSelectionChanges() {
    var selection = ItemSelectionState<String>()
    var first = GridItemLifecycle<String>()
    var second = GridItemLifecycle<String>()
    _ = first.show("a")
    _ = second.show("b")
    _ = first.setPressed(true)
    #expect(first.select(in: &selection) == [.unhighlight("a"), .select("a")])
    #expect(first.setPressed(false) == [], "GTK's own release afterwards adds nothing")
    _ = second.setPressed(true)
    #expect(second.select(in: &selection) == [.unhighlight("b"), .deselect("a"), .select("b")])
    var empty = GridItemLifecycle<String>()
    #expect(empty.select(in: &selection) == [], "an empty slot selects nothing")
    #expect(selection.selected == "b")
  }

  @Test func selectingAnotherItemDeselectsTheFirst() {
    var selection = ItemSelectionState<String>()
    #expect(selection.select("a") == [.select("a")])
    #expect(selection.select("b") == [.deselect("a"), .select("b")])
    #expect(selection.select("b") == [.select("b")], "selecting it again is no deselection")
    #expect(selection.deselect() == [.deselect("b")])
    #expect(selection.deselect() == [])
  }

  @Test func aForgottenSelectionIsNeverDeselected() {
    var selection = ItemSelectionState<String>()
    _ = selection.select("a")
    selection.forget()
    #expect(selection.select("b") == [.select("b")])
  }
}
