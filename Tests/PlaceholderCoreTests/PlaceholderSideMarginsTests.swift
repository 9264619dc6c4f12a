import PlaceholderCore
import Testing

/// DZNEmptyDataSet's layout numbers: side margins that follow the width,
/// its spacing, and a custom view that fills the content area.
@Suite("Placeholder side margins and custom sizing")
struct PlaceholderSideMarginsTests {
  @Test func proportionalIsASixteenthOfTheWidthRoundedAsRoundf() {
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 320) == 20)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 640) == 40)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 375) == 23, "23.4375 rounds down")
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 376) == 24, "23.5 rounds up, as roundf")
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 1024) == 64)
  }

  @Test func proportionalFollowsTheWidth() {
    let narrow = PlaceholderGeometry.sideMargin(.proportional, width: 480)
    let wide = PlaceholderGeometry.sideMargin(.proportional, width: 960)
    #expect(narrow == 30)
    #expect(wide == 60)
  }

  @Test func tinyAndHugeWidthsAreClamped() {
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 0) == 0)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: -50) == 0)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 7) == 0, "round(0.44) is 0")
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 1920) == 120)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: 7680) == PlaceholderGeometry.maximumProportionalMargin)
    #expect(PlaceholderGeometry.sideMargin(.proportional, width: Int.max) == 120)
  }

  @Test func fixedIsKeptButNeverMoreThanAQuarterOfTheWidth() {
    #expect(PlaceholderGeometry.sideMargin(.fixed(30), width: 600) == 30)
    #expect(PlaceholderGeometry.sideMargin(.fixed(30), width: 100) == 25)
    #expect(PlaceholderGeometry.sideMargin(.fixed(-8), width: 600) == 0)
    #expect(PlaceholderGeometry.sideMargin(.fixed(.nan), width: 600) == 0)
    #expect(
      PlaceholderGeometry.sideMargin(.fixed(.infinity), width: 600) == 0, "as every length: infinities count as zero")
  }

  @Test func theStylesheetMeansNoMarginOfOurs() {
    #expect(PlaceholderGeometry.sideMargin(.stylesheet, width: 640) == nil)
    #expect(PlaceholderContent().appearance.sideMargins == .stylesheet, "ours is the default")
  }

  @Test func ourSpacingAndTheSeeds() {
    #expect(PlaceholderContent().appearance.spacing == PlaceholderAppearance.defaultSpacing)
    #expect(PlaceholderAppearance.defaultSpacing == 12)
    #expect(PlaceholderAppearance.compactSpacing == 11)
  }

  @Test func aFillingCustomWidgetGetsTheWholeArea() {
    let fill = PlaceholderGeometry.effectiveLayout(.center(y: -40), sizing: .fill, showsCustomWidget: true)
    #expect(fill == .full(insets: .zero))
    let rect = PlaceholderGeometry.place(
      layout: fill, containerWidth: 500, containerHeight: 300, naturalWidth: 120, heightForWidth: { _ in 80 })
    #expect(rect == PlaceholderRect(x: 0, y: 0, width: 500, height: 300))
  }

  @Test func fillKeepsFullInsetsAndCustomPlacement() {
    let insets = EdgeInsets(all: 10)
    #expect(
      PlaceholderGeometry.effectiveLayout(.full(insets: insets), sizing: .fill, showsCustomWidget: true)
        == .full(insets: insets))
    #expect(PlaceholderGeometry.effectiveLayout(.custom, sizing: .fill, showsCustomWidget: true) == .custom)
  }

  @Test func naturalSizingAndTheStockLayoutKeepTheContentsLayout() {
    #expect(
      PlaceholderGeometry.effectiveLayout(.center(), sizing: .natural, showsCustomWidget: true) == .center())
    #expect(
      PlaceholderGeometry.effectiveLayout(.center(), sizing: .fill, showsCustomWidget: false) == .center(),
      "fill is for custom widgets; the stock column stays centred")
    #expect(PlaceholderContent().appearance.customContentSizing == .natural, "ours is the default")
    let rect = PlaceholderGeometry.place(
      layout: .center(), containerWidth: 500, containerHeight: 300, naturalWidth: 120, heightForWidth: { _ in 80 })
    #expect(rect == PlaceholderRect(x: 190, y: 110, width: 120, height: 80))
  }
}
