import PlaceholderCore
import Testing

/// Which background shows behind a placeholder: the item's, else the slot's default.
@Suite("Placeholder background")
struct PlaceholderBackgroundTests {
  @Test func anItemWithoutABackgroundGetsTheSlotsDefault() {
    #expect(PlaceholderBackground.none.replacingNone(with: .themed("view_bg_color")) == .themed("view_bg_color"))
    #expect(PlaceholderBackground.none.replacingNone(with: .none) == .none, "transparent stays available")
  }

  @Test func anItemsOwnBackgroundWins() {
    let red = PlaceholderBackground.color(red: 1, green: 0, blue: 0)
    #expect(red.replacingNone(with: .themed("view_bg_color")) == red)
    #expect(PlaceholderBackground.themed("accent_bg_color").replacingNone(with: .none) == .themed("accent_bg_color"))
  }
}
