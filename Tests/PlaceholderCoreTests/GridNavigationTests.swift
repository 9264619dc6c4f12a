import XCTest

@testable import PlaceholderCore

/// Where arrows, Home and End take the focus in a grid, decided without a
/// display.
final class GridNavigationTests: XCTestCase {
  private func path(_ section: Int, _ item: Int) -> PlaceholderCore.IndexPath {
    PlaceholderCore.IndexPath(section: section, item: item)
  }

  func testVerticalArrowsStepAlongTheRowAndMoveARowKeepingTheColumn() {
    // Sections of 10 and 5 items, 4 a row: rows 0-3, 4-7, 8-9 | 0-3, 4.
    let grid = GridNavigation(itemCounts: [10, 5], perLine: 4, layout: .vertical)
    XCTAssertEqual(grid.target(from: path(0, 1), move: .right), path(0, 2))
    XCTAssertEqual(grid.target(from: path(0, 1), move: .left), path(0, 0))
    XCTAssertEqual(grid.target(from: path(0, 1), move: .down), path(0, 5))
    XCTAssertEqual(grid.target(from: path(0, 5), move: .up), path(0, 1))
    XCTAssertNil(grid.target(from: path(0, 1), move: .up), "the first row has nothing above")
    XCTAssertNil(grid.target(from: path(0, 0), move: .left), "nothing before the first item")
    XCTAssertNil(grid.target(from: path(1, 4), move: .right), "nothing after the last")
  }

  func testVerticalMovesCrossSectionsAndShortRows() {
    let grid = GridNavigation(itemCounts: [10, 0, 5], perLine: 4, layout: .vertical)
    XCTAssertEqual(grid.target(from: path(0, 7), move: .down), path(0, 9), "to the short last row's last item")
    XCTAssertEqual(grid.target(from: path(0, 9), move: .down), path(2, 1), "same column, next section with items")
    XCTAssertEqual(grid.target(from: path(0, 9), move: .right), path(2, 0), "reading order passes the empty section")
    XCTAssertEqual(grid.target(from: path(2, 0), move: .left), path(0, 9))
    XCTAssertEqual(grid.target(from: path(2, 3), move: .up), path(0, 9), "column 3 of a two-item row: its last")
    XCTAssertEqual(grid.target(from: path(2, 1), move: .up), path(0, 9))
    XCTAssertEqual(grid.target(from: path(2, 0), move: .up), path(0, 8))
    XCTAssertEqual(grid.target(from: path(2, 2), move: .down), path(2, 4))
    XCTAssertNil(grid.target(from: path(2, 4), move: .down))
  }

  func testHomeAndEndGoToTheFirstAndLastItemsAndStayThere() {
    let grid = GridNavigation(itemCounts: [0, 3, 2, 0], perLine: 2, layout: .vertical)
    XCTAssertEqual(grid.target(from: path(2, 0), move: .first), path(1, 0))
    XCTAssertEqual(grid.target(from: path(1, 1), move: .last), path(2, 1))
    XCTAssertNil(grid.target(from: path(1, 0), move: .first))
    XCTAssertNil(grid.target(from: path(2, 1), move: .last))
  }

  func testHorizontalLayoutTurnsTheKeysSideways() {
    // Columns of 3: 0-2, 3-5, 6.
    let grid = GridNavigation(itemCounts: [7], perLine: 3, layout: .horizontal)
    XCTAssertEqual(grid.target(from: path(0, 1), move: .down), path(0, 2))
    XCTAssertEqual(grid.target(from: path(0, 2), move: .down), path(0, 3), "on into the next column")
    XCTAssertEqual(grid.target(from: path(0, 1), move: .right), path(0, 4))
    XCTAssertEqual(grid.target(from: path(0, 4), move: .right), path(0, 6), "the short column's last item")
    XCTAssertEqual(grid.target(from: path(0, 4), move: .left), path(0, 1))
    XCTAssertNil(grid.target(from: path(0, 0), move: .up))
  }

  func testRightToLeftTradesLeftAndRightOnly() {
    for layout in [CollectionLayoutKind.vertical, .horizontal, .free] {
      let leftToRight = GridNavigation(itemCounts: [9, 4], perLine: 3, layout: layout)
      let rightToLeft = GridNavigation(itemCounts: [9, 4], perLine: 3, layout: layout, rightToLeft: true)
      for section in 0..<2 {
        for item in 0..<(section == 0 ? 9 : 4) {
          let from = path(section, item)
          for move in GridMove.allCases {
            XCTAssertEqual(
              rightToLeft.target(from: from, move: move), leftToRight.target(from: from, move: move.mirrored),
              "\(layout) \(from) \(move)")
          }
        }
      }
    }
  }

  func testEveryItemIsReachableByStepsAndNoMoveLeavesTheItems() {
    let counts = [5, 0, 1, 8, 3]
    for layout in [CollectionLayoutKind.vertical, .horizontal] {
      for perLine in 1...5 {
        let grid = GridNavigation(itemCounts: counts, perLine: perLine, layout: layout)
        var visited: [PlaceholderCore.IndexPath] = []
        var current = grid.firstItem
        while let here = current {
          visited.append(here)
          current = grid.target(from: here, move: layout == .vertical ? .right : .down)
        }
        XCTAssertEqual(visited.count, counts.reduce(0, +), "\(layout), \(perLine) a line")
        XCTAssertEqual(visited.last, grid.lastItem)
        for from in visited {
          for move in GridMove.allCases {
            if let target = grid.target(from: from, move: move) { XCTAssertTrue(grid.isItem(target)) }
          }
        }
      }
    }
  }

  func testAStaleStartLandsOnTheFirstItemAndAnEmptyGridGoesNowhere() {
    let grid = GridNavigation(itemCounts: [0, 2], perLine: 2, layout: .vertical)
    XCTAssertEqual(grid.target(from: path(0, 3), move: .right), path(1, 0))
    XCTAssertNil(
      GridNavigation(itemCounts: [0, 0], perLine: 2, layout: .vertical).target(from: path(0, 0), move: .down))
  }

  func testFreeLayoutLinesAreFoundFromTheFrames() {
    typealias Frame = LineNeighbour.Frame
    // Line 1: three items of different widths; line 2: two wide ones;
    // line 3 (after a section header gap): one.
    let frames = [
      Frame(x: 0, y: 0, width: 50, height: 30), Frame(x: 60, y: 0, width: 100, height: 30),
      Frame(x: 170, y: 0, width: 40, height: 30), Frame(x: 0, y: 40, width: 120, height: 30),
      Frame(x: 130, y: 40, width: 90, height: 30), Frame(x: 0, y: 120, width: 60, height: 30),
    ]
    XCTAssertEqual(LineNeighbour.target(from: 2, in: frames, down: true), 4, "nearest across in the next line")
    XCTAssertEqual(LineNeighbour.target(from: 0, in: frames, down: true), 3)
    XCTAssertEqual(LineNeighbour.target(from: 4, in: frames, down: true), 5, "over the gap to the next section")
    XCTAssertEqual(LineNeighbour.target(from: 3, in: frames, down: false), 0)
    XCTAssertEqual(LineNeighbour.target(from: 4, in: frames, down: false), 2)
    XCTAssertNil(LineNeighbour.target(from: 1, in: frames, down: false))
    XCTAssertNil(LineNeighbour.target(from: 5, in: frames, down: true))
    XCTAssertNil(LineNeighbour.target(from: 9, in: frames, down: true))
  }
}

/// How a collection item is named for screen readers.
final class ItemAccessibleNameTests: XCTestCase {
  func testTheAppsNameWinsThenTheLabelsThenThePlace() {
    XCTAssertEqual(
      ItemAccessibleName.compose(explicit: " Sunset ", labelTexts: ["a"], fallback: { "Item 1" }), "Sunset")
    XCTAssertEqual(
      ItemAccessibleName.compose(explicit: nil, labelTexts: ["Mountains", " ", "2 MB\n"], fallback: { "Item 1" }),
      "Mountains, 2 MB")
    XCTAssertEqual(ItemAccessibleName.compose(explicit: "  ", labelTexts: [], fallback: { "Item 4" }), "Item 4")
  }
}
