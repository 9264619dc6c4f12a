import PlaceholderCore
import Testing

@Suite("Grid metrics")
struct GridMetricsTests {
  @Test func itemsAndTheirGapsFitAcrossTheViewport() {
    #expect(GridMetrics.itemsPerRow(available: 500, itemExtent: 100, spacing: 12) == 4)
    #expect(GridMetrics.itemsPerRow(available: 448, itemExtent: 100, spacing: 12) == 4, "4 items and 4 gaps")
    #expect(GridMetrics.itemsPerRow(available: 447, itemExtent: 100, spacing: 12) == 3)
  }

  @Test func alwaysAtLeastOneAndNeverDividedByZero() {
    #expect(GridMetrics.itemsPerRow(available: 50, itemExtent: 100, spacing: 12) == 1)
    #expect(GridMetrics.itemsPerRow(available: -5, itemExtent: 100, spacing: 12) == 1)
    #expect(GridMetrics.itemsPerRow(available: 10, itemExtent: 0, spacing: 0) == 10)
    #expect(GridMetrics.itemsPerRow(available: 10, itemExtent: -3, spacing: -3) == 10)
  }

  @Test func theMeasuredSlotWinsThenTheFixedSizeThenTheEstimate() {
    #expect(GridMetrics.itemExtent(measured: 130, firstFixed: 100, estimate: 180) == 130)
    #expect(GridMetrics.itemExtent(measured: nil, firstFixed: 100, estimate: 180) == 100)
    #expect(GridMetrics.itemExtent(measured: nil, firstFixed: nil, estimate: 180) == 180)
    #expect(GridMetrics.itemExtent(measured: nil, firstFixed: nil, estimate: 0) == 1)
  }
}

/// Which axis a collection layout pages along.
@Test("Only the horizontal layout scrolls sideways")
func onlyTheHorizontalLayoutScrollsSideways() {
  #expect(CollectionLayoutKind.allCases.filter(\.scrollsHorizontally) == [.horizontal])
}
