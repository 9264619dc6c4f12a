import PlaceholderCore
import PropertyBased
import Testing

@Suite("Flat index")
struct FlatIndexTests {
  @Test func headersFootersAndPlaceholdersTakeTheirRows() {
    let index = FlatIndex(sections: [
      SectionShape(itemCount: 2, hasHeader: true, hasFooter: true),
      SectionShape(itemCount: 0, hasHeader: true, hasEmptyPlaceholder: true),
      SectionShape(itemCount: 1, hasEmptyPlaceholder: true),
    ])
    #expect(index.count == 7)
    #expect(index.totalItemCount == 3)
    #expect(index.row(at: 0) == FlatRow(section: 0, kind: .header))
    #expect(index.row(at: 1) == FlatRow(section: 0, kind: .item, item: 0))
    #expect(index.row(at: 2) == FlatRow(section: 0, kind: .item, item: 1))
    #expect(index.row(at: 3) == FlatRow(section: 0, kind: .footer))
    #expect(index.row(at: 4) == FlatRow(section: 1, kind: .header))
    #expect(index.row(at: 5) == FlatRow(section: 1, kind: .sectionPlaceholder))
    #expect(index.row(at: 6) == FlatRow(section: 2, kind: .item, item: 0))
    #expect(index.row(at: 7) == nil)
    #expect(index.placeholderPosition(ofSection: 1) == 5)
    #expect(index.placeholderPosition(ofSection: 2) == nil, "a section with items shows no placeholder")
    #expect(index.headerPosition(ofSection: 1) == 4)
    #expect(index.footerPosition(ofSection: 0) == 3)
    #expect(index.footerPosition(ofSection: 1) == nil)
    #expect(index.rowRange(ofSection: 1) == 4..<6)
  }

  @Test func theItemRangeOfAHugeGridRowDoesNotOverflow() {
    // Found by `make fuzz` (Tests/Fuzz/reader/crashes): the second row's
    // first item plus the items per row passed Int.max.
    let perRow = 1 << 62
    let index = FlatIndex(sections: [SectionShape(itemCount: perRow + 5)], itemsPerRow: perRow)
    #expect(index.count == 2)
    #expect(index.itemRange(at: 0) == 0..<perRow)
    #expect(index.itemRange(at: 1) == perRow..<perRow + 5)
  }

  @Test func emptySectionsWithoutPlaceholderTakeNoRows() {
    let index = FlatIndex(sections: [
      SectionShape(itemCount: 0), SectionShape(itemCount: 2), SectionShape(itemCount: 0), SectionShape(itemCount: 0),
      SectionShape(itemCount: 1), SectionShape(itemCount: 0),
    ])
    #expect(index.count == 3)
    #expect(index.row(at: 0) == FlatRow(section: 1, kind: .item, item: 0))
    #expect(index.row(at: 2) == FlatRow(section: 4, kind: .item, item: 0))
    #expect(index.section(containing: 2) == 4, "empty sections share their start with the next; the last wins")
    #expect(index.rowRange(ofSection: 2) == 2..<2)
    #expect(index.row(at: 3) == nil)
    #expect(index.row(at: -1) == nil)
    #expect(!index.hasNoItems)
  }

  @Test func noItemsMeansNoItemsInAnySection() {
    let headersOnly = FlatIndex(sections: [
      SectionShape(itemCount: 0, hasHeader: true, hasEmptyPlaceholder: true),
      SectionShape(itemCount: 0, hasFooter: true),
    ])
    #expect(headersOnly.hasNoItems)
    #expect(headersOnly.count == 3)
    #expect(FlatIndex().hasNoItems)
    #expect(FlatIndex().count == 0)
    #expect(FlatIndex().row(at: 0) == nil)
    let laterSection = FlatIndex(sections: [SectionShape(itemCount: 0), SectionShape(itemCount: 4)])
    #expect(!laterSection.hasNoItems, "the second section counts too")
  }

  @Test func gridsPutSeveralItemsInARow() {
    let index = FlatIndex(
      sections: [SectionShape(itemCount: 7, hasHeader: true), SectionShape(itemCount: 3, hasFooter: true)],
      itemsPerRow: 3)
    #expect(index.count == 1 + 3 + 1 + 1)
    #expect(index.row(at: 3) == FlatRow(section: 0, kind: .item, item: 6))
    #expect(index.itemRange(at: 3) == 6..<7)
    #expect(index.itemRange(at: 1) == 0..<3)
    #expect(index.position(of: IndexPath(section: 0, item: 5)) == 2)
    #expect(index.position(of: IndexPath(section: 1, item: 2)) == 4)
    #expect(index.itemRange(at: 0) == nil, "a header shows no items")
    #expect(index.footerPosition(ofSection: 1) == 5)
  }

  @Test func hugeItemsPerRowDoesNotOverflow() {
    let index = FlatIndex(sections: [SectionShape(itemCount: 5)], itemsPerRow: .max)
    #expect(index.count == 1)
    #expect(index.itemRange(at: 0) == 0..<5)
  }

  @Test func positionsOfMissingItemsAreNil() {
    let index = FlatIndex(sections: [SectionShape(itemCount: 2)])
    #expect(index.position(of: IndexPath(section: 0, item: 2)) == nil)
    #expect(index.position(of: IndexPath(section: 0, item: -1)) == nil)
    #expect(index.position(of: IndexPath(section: 1, item: 0)) == nil)
    #expect(index.rowRange(ofSection: 1) == nil)
    #expect(index.headerPosition(ofSection: -1) == nil)
  }

  @Test func positionsRoundTripOnRandomIndexes() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...1_000).array(of: 0...60), Gen.int(in: 1...4)) {
      values, perRow in
      var tape = Tape(values)
      let model = RefModel.random(&tape, maxSections: 10, maxItems: 9)
      let failure = checkLookups(model.flatIndex(itemsPerRow: perRow), rows: model.rows(itemsPerRow: perRow))
      #expect(failure == nil, "\(failure ?? "") in \(model), \(perRow) per row")
    }
  }

  @Test func unevenSectionsAreFoundFromAnyGuess() {
    // One huge section among tiny ones: the proportional first guess is far
    // off, in both directions.
    var shapes = (0..<500).map { SectionShape(itemCount: $0 % 3, hasHeader: $0 % 2 == 0) }
    shapes.insert(SectionShape(itemCount: 100_000), at: 250)
    shapes.append(contentsOf: (0..<300).map { _ in SectionShape(itemCount: 0) })
    shapes.append(SectionShape(itemCount: 1))
    let index = FlatIndex(sections: shapes)
    var position = 0
    for (section, shape) in shapes.enumerated() {
      let rows = shape.rowCount()
      #expect(index.rowRange(ofSection: section) == position..<position + rows)
      if rows > 0 {
        #expect(index.section(containing: position) == section)
        #expect(index.section(containing: position + rows - 1) == section)
      }
      position += rows
    }
    #expect(index.count == position)
  }

  @Test func aMillionRowsInTenThousandSections() {
    let shapes = (0..<10_000).map { SectionShape(itemCount: 100, hasHeader: $0 % 2 == 0, hasFooter: $0 % 5 == 0) }
    let index = FlatIndex(sections: shapes)
    #expect(index.totalItemCount == 1_000_000)
    #expect(index.count == 1_000_000 + 5_000 + 2_000)
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let section = rng.next(10_000)
      let item = rng.next(100)
      let path = IndexPath(section: section, item: item)
      guard let position = index.position(of: path) else {
        Issue.record("no position for \(path)")
        return
      }
      #expect(index.row(at: position) == FlatRow(section: section, kind: .item, item: item))
    }
    #expect(index.row(at: index.count - 1) == FlatRow(section: 9_999, kind: .item, item: 99))
    #expect(index.row(at: 0) == FlatRow(section: 0, kind: .header))
  }
}
