import GtkKit

/// The strips above a list's rows (the refresh indicator, the offline
/// strip), stacked in one box that the list's placeholder slot lays across
/// its top and pushes the rows down by (`PlaceholderSlot.setBand`). The box
/// is made with the first strip: a list that never shows one has none.
@MainActor
final class ListStrips {
  private let slot: PlaceholderSlot
  private var stack: Box?

  /// Makes room in `slot`, which must not be on screen yet.
  init(slot: PlaceholderSlot) {
    self.slot = slot
    slot.makeRoomForBand()
  }

  /// Puts `strip` above the others (the refresh indicator, where a pull
  /// starts).
  func addAtTop(_ strip: Widget) { made().prepend(strip) }

  /// Puts `strip` below the others, just above the rows.
  func addAtBottom(_ strip: Widget) { made().append(strip) }

  private func made() -> Box {
    if let stack { return stack }
    let box = Box(orientation: .vertical, spacing: 0)
    slot.setBand(box)
    stack = box
    return box
  }
}
