import GtkKit
import PlaceholderCore
import PlaceholderDemo
import PlaceholderGtk

/// The `restyle-100` scenario: what changing the look of one placeholder
/// costs when 100 placeholders show.
///
/// A window shows a 10 × 10 grid of slots, each with a placeholder whose
/// background is one of two colours. Then one placeholder switches between
/// the two colours, and the frame after each switch is timed (its work,
/// from the frame clock's before-paint to after-paint, where GTK restyles
/// and lays out). The idle figure is the same frame with nothing changed:
/// the difference is what the restyle costs.
@MainActor
struct RestyleBench {
  let application: Application

  /// Runs the scenario and prints its `BENCH` lines.
  func run() async {
    let window = ApplicationWindow(application: application)
    window.setDefaultSize(width: 1200, height: 900)
    let grid = Box(orientation: .vertical, spacing: 4)
    var slots: [PlaceholderSlot] = []
    for row in 0..<10 {
      let line = Box(orientation: .horizontal, spacing: 4)
      line.isHomogeneous = true
      line.expandsVertically = true
      for column in 0..<10 {
        let number = row * 10 + column
        let slot = PlaceholderSlot(content: Label("Content \(number)"))
        slot.widget.expandsHorizontally = true
        slot.placeholder = Self.item(number, shade: number % 2)
        line.append(slot.widget)
        slots.append(slot)
      }
      grid.append(line)
    }
    window.child = grid
    window.present()
    let painter = FramePainter(window: window)
    for _ in 0..<10 { _ = await painter.nextPaint() }

    var idle: [Double] = []
    var changed: [Double] = []
    for step in 0..<200 {
      _ = await painter.nextPaint()
      idle.append(painter.lastFrameMilliseconds)
      slots[0].placeholder = Self.item(0, shade: (step + 1) % 2)
      _ = await painter.nextPaint()
      changed.append(painter.lastFrameMilliseconds)
    }
    BenchMeasure.report("restyle_one_of_100_frame_ms", BenchMeasure.percentile(changed, 0.5), "ms")
    BenchMeasure.report("restyle_idle_frame_100_ms", BenchMeasure.percentile(idle, 0.5), "ms")
    window.destroy()
    _ = slots
  }

  /// A small placeholder with one of two background colours.
  private static func item(_ number: Int, shade: Int) -> PlaceholderContent {
    PlaceholderContent(
      title: "Placeholder \(number)",
      appearance: PlaceholderAppearance(
        background: shade == 0
          ? .color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.2) : .color(red: 0.8, green: 0.3, blue: 0.2, alpha: 0.2),
        fade: .none))
  }
}
