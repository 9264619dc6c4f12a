import PlaceholderCore
import Testing

/// Where a placeholder goes in its container: pure placement arithmetic.
@Suite("Placeholder geometry")
struct PlaceholderGeometryTests {
  private func place(
    _ layout: PlaceholderLayout, _ width: Int, _ height: Int, natural: (Int, Int) = (100, 50),
    minimum: (Int, Int) = (0, 0), rightToLeft: Bool = false,
    custom: ((Int, Int, Int, Int) -> (x: Int, y: Int, width: Int, height: Int))? = nil
  ) -> PlaceholderRect {
    PlaceholderGeometry.place(
      layout: layout, containerWidth: width, containerHeight: height, naturalWidth: natural.0,
      heightForWidth: { _ in natural.1 }, minimumWidth: minimum.0, minimumHeight: minimum.1,
      rightToLeft: rightToLeft, custom: custom)
  }

  @Test func centerCentresAndOffsetsAndStaysInside() {
    #expect(place(.center(), 400, 300) == PlaceholderRect(x: 150, y: 125, width: 100, height: 50))
    #expect(place(.center(x: 10, y: -25), 400, 300) == PlaceholderRect(x: 160, y: 100, width: 100, height: 50))
    #expect(place(.center(x: 10), 400, 300, rightToLeft: true).x == 140, "x mirrors right to left")
    #expect(place(.center(x: 9999, y: -9999), 400, 300) == PlaceholderRect(x: 300, y: 0, width: 100, height: 50))
    #expect(place(.center(x: .nan, y: .infinity), 400, 300) == PlaceholderRect(x: 150, y: 125, width: 100, height: 50))
  }

  @Test func centerCapsAtTheContainerAndGivesZeroSizedContentTheContainer() {
    #expect(place(.center(), 80, 40) == PlaceholderRect(x: 0, y: 0, width: 80, height: 40))
    #expect(place(.center(), 400, 300, natural: (0, 0)) == PlaceholderRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test func fullInsetsAndRightToLeft() {
    let insets = EdgeInsets(top: 5, leading: 30, bottom: 15, trailing: 10)
    #expect(place(.full(insets: insets), 400, 300) == PlaceholderRect(x: 30, y: 5, width: 360, height: 280))
    #expect(
      place(.full(insets: insets), 400, 300, rightToLeft: true) == PlaceholderRect(x: 10, y: 5, width: 360, height: 280)
    )
    #expect(
      place(.full(insets: EdgeInsets(all: 500)), 400, 300) == PlaceholderRect(x: 400, y: 300, width: 0, height: 0))
  }

  @Test func customIsClampedAndFallsBackToCenter() {
    #expect(
      place(.custom, 400, 300, custom: { _, _, _, _ in (x: 10, y: 20, width: 30, height: 40) })
        == PlaceholderRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      place(.custom, 400, 300, custom: { _, _, _, _ in (x: -50, y: 900, width: 9000, height: -5) })
        == PlaceholderRect(x: 0, y: 300, width: 400, height: 0))
    #expect(place(.custom, 400, 300) == place(.center(), 400, 300))
  }

  @Test func customIsAskedWithTheContainerAndTheChildsNaturalSize() {
    var asked: [Int] = []
    _ = place(.custom, 400, 300, natural: (500, 70)) { width, height, childWidth, childHeight in
      asked = [width, height, childWidth, childHeight]
      return (x: 0, y: 0, width: 1, height: 1)
    }
    #expect(asked == [400, 300, 400, 70], "the child's width is capped by the container")
  }

  @Test func neverSmallerThanTheMinimumNorNegative() {
    #expect(place(.center(), 0, 0, minimum: (20, 10)) == PlaceholderRect(x: 0, y: 0, width: 20, height: 10))
    #expect(place(.full(), -5, -5) == PlaceholderRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func compactDependsOnTheContainerOnly() {
    #expect(!PlaceholderGeometry.isCompact(containerWidth: 800, containerHeight: 600))
    #expect(!PlaceholderGeometry.isCompact(containerWidth: 400, containerHeight: 360), "the limits are not compact")
    #expect(PlaceholderGeometry.isCompact(containerWidth: 399, containerHeight: 600))
    #expect(PlaceholderGeometry.isCompact(containerWidth: 800, containerHeight: 359))
    #expect(PlaceholderGeometry.isCompact(containerWidth: 0, containerHeight: 0))
  }

  @Test func theCoveredAreaStartsBelowTheInsetOrTheHeader() {
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 0, headerBottom: nil)
        == PlaceholderRect(x: 0, y: 0, width: 400, height: 300))
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 40, headerBottom: 20.2)
        == PlaceholderRect(x: 0, y: 40, width: 400, height: 260))
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 10, headerBottom: 50.2)
        == PlaceholderRect(x: 0, y: 51, width: 400, height: 249), "a header's bottom edge is rounded up")
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 900, headerBottom: .nan)
        == PlaceholderRect(x: 0, y: 300, width: 400, height: 0), "never taller than the container")
    #expect(
      PlaceholderGeometry.coveredArea(width: -1, height: -1, topInset: -5, headerBottom: nil)
        == PlaceholderRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func stripsAboveTheContentPushItAndThePlaceholderDown() {
    #expect(
      PlaceholderGeometry.contentArea(width: 400, height: 300, bandHeight: 48)
        == PlaceholderRect(x: 0, y: 48, width: 400, height: 252))
    #expect(
      PlaceholderGeometry.contentArea(width: 400, height: 30, bandHeight: 48)
        == PlaceholderRect(x: 0, y: 30, width: 400, height: 0), "never taller than the container")
    #expect(
      PlaceholderGeometry.contentArea(width: -1, height: 300, bandHeight: -5)
        == PlaceholderRect(x: 0, y: 0, width: 0, height: 300))
    // The inset counts from the content's top; a header's bottom edge is
    // already in the container's coordinates.
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 10, headerBottom: nil, contentTop: 48)
        == PlaceholderRect(x: 0, y: 58, width: 400, height: 242))
    #expect(
      PlaceholderGeometry.coveredArea(width: 400, height: 300, topInset: 0, headerBottom: 80, contentTop: 48)
        == PlaceholderRect(x: 0, y: 80, width: 400, height: 220))
  }

  @Test func pixelsRoundAndTreatNonFiniteAsZero() {
    #expect(PlaceholderGeometry.pixels(2.5) == 3)
    #expect(PlaceholderGeometry.pixels(-2.4) == -2)
    #expect(PlaceholderGeometry.pixels(.infinity) == 0)
    #expect(PlaceholderGeometry.pixels(1e12) == 1_000_000)
  }
}
