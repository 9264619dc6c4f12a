import PlaceholderCore
import Testing

@Suite("Keyboard landing rows")
struct NearestItemRowTests {
  // Rows: 0 header A, 1 a0, 2 a1, 3 header B, 4 placeholder B, 5 header C, 6 c0, 7 footer C.
  let index = FlatIndex(sections: [
    SectionShape(itemCount: 2, hasHeader: true),
    SectionShape(itemCount: 0, hasHeader: true, hasEmptyPlaceholder: true),
    SectionShape(itemCount: 0),
    SectionShape(itemCount: 1, hasHeader: true, hasFooter: true),
  ])

  @Test func forwardPassesOverHeadersPlaceholdersAndEmptySections() {
    #expect(index.nearestItemRow(from: 0, forward: true) == 1)
    #expect(index.nearestItemRow(from: 2, forward: true) == 2)
    #expect(index.nearestItemRow(from: 3, forward: true) == 6)
    #expect(index.nearestItemRow(from: 7, forward: true) == nil)
    #expect(index.nearestItemRow(from: -5, forward: true) == 1)
  }

  @Test func backwardPassesOverThemToo() {
    #expect(index.nearestItemRow(from: 5, forward: false) == 2)
    #expect(index.nearestItemRow(from: 7, forward: false) == 6)
    #expect(index.nearestItemRow(from: 0, forward: false) == nil)
    #expect(index.nearestItemRow(from: 99, forward: false) == 6)
  }

  @Test func gridsLandOnChunkedRows() {
    let grid = FlatIndex(sections: [SectionShape(itemCount: 5, hasHeader: true)], itemsPerRow: 2)
    #expect(grid.nearestItemRow(from: 0, forward: true) == 1)
    #expect(grid.nearestItemRow(from: 9, forward: false) == 3)
  }
}
