import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// Where the table's view must come to rest after a step: the row that was
/// at the top still there when an older page landed above it, or a jump's
/// item at the top. Checked once the step's load has landed, and met only
/// when it has held for `restSeconds` (the view corrects itself over a few
/// frames, and a match on the way must not count).
@MainActor
final class SoakExpectation {
  enum Want {
    /// The item at the top, and how far into its row, unchanged (1 px);
    /// or, when the rows after it are too few to keep it there (the view
    /// is at its end), the item still on screen.
    case stays(ScrollPosition)
    /// The item at the top of the view; or, when the rows after it are
    /// too few to fill the view, the item on screen with too little room
    /// left to scroll it to the top.
    case atTop(String)
  }

  static let restSeconds = 0.25

  let want: Want
  let list: ListAdapter<SectionedDataSource<String>>
  /// The load whose change must land first; nil: none.
  let landing: SoakLanding?
  private var holdingSince: Double?

  init(_ want: Want, in list: ListAdapter<SectionedDataSource<String>>, after landing: SoakLanding? = nil) {
    self.want = want
    self.list = list
    self.landing = landing
  }

  /// Nil once met; else what is still wrong.
  func mismatch() -> String? {
    if let landing, !landing.hasLanded { return "the result of \(landing.kind) has not landed yet" }
    let now = MainLoop.monotonicSeconds()
    guard let wrong = wrongness() else {
      let since = holdingSince ?? now
      holdingSince = since
      return now - since >= Self.restSeconds ? nil : "the view has not rested yet"
    }
    holdingSince = nil
    return wrong
  }

  private func wrongness() -> String? {
    let position = list.scrollPosition
    switch want {
    case .stays(let before):
      if let position, position.itemKey == before.itemKey, abs(position.offset - before.offset) <= 1 { return nil }
      if let key = before.itemKey, roomBelow < 1, isShown(key) { return nil }
      return "an older page landed: the top was \(describe(before)), it is \(position.map(describe) ?? "nothing")"
        + " (view at \(Int(list.verticalAdjustment.value)) of \(Int(roomBelow + list.verticalAdjustment.value)))"
    case .atTop(let key):
      if let position, position.itemKey == key, abs(position.offset) <= 1 { return nil }
      // Too few rows after it: as near the top as the rows let it come
      // (the range may grow a little once GTK measures the rows).
      let room = roomBelow
      if isShown(key), room < 1 || (position?.itemKey == key && room < -(position?.offset ?? 0)) { return nil }
      return "a jump to “\(key)”: the top is \(position.map(describe) ?? "nothing")"
        + " (view at \(Int(list.verticalAdjustment.value)) of \(Int(room + list.verticalAdjustment.value)))"
    }
  }

  /// How far the view can still scroll down (the range may grow a little
  /// once GTK measures the rows).
  private var roomBelow: Double {
    let adjustment = list.verticalAdjustment
    return adjustment.upper - adjustment.pageSize - adjustment.value
  }

  private func isShown(_ key: String) -> Bool {
    ScreenCheck.mappedTexts(under: ScreenCheck.pointer(list.placeholderSlot.content)).contains(key)
  }

  private func describe(_ position: ScrollPosition) -> String {
    "“\(position.itemKey ?? "?")” \(position.indexPath) at \(String(format: "%.1f", position.offset))"
  }
}
