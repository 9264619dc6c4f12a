import GtkKit
import PlaceholderDemo
import PlaceholderGtk

/// Waits for painted frames of a window: `nextPaint()` returns when the
/// frame clock has finished painting the next frame. `lastFrameMilliseconds`
/// is how long that frame's work took, from the frame clock's before-paint
/// to its after-paint: the frame's own cost, without the wait for its turn.
@MainActor
final class FramePainter {
  private let window: Window
  private var paints = 0
  private var frameStart: Int64 = 0
  /// The duration of the last painted frame's work, in milliseconds.
  private(set) var lastFrameMilliseconds: Double = 0
  private var waiters: [(target: Int, continuation: CheckedContinuation<Int64, Never>)] = []
  private var connections: [SignalConnection] = []

  init(window: Window) { self.window = window }

  /// Returns the monotonic time in ns when the next frame finished painting.
  func nextPaint() async -> Int64 {
    connectIfNeeded()
    window.queueDraw()
    return await withCheckedContinuation { continuation in
      waiters.append((paints + 1, continuation))
    }
  }

  /// Connects to the frame clock (the window must be realized).
  func connectIfNeeded() {
    guard connections.isEmpty, let clock = window.frameClock else { return }
    clock.onBeforePaint { [weak self] in
      self?.frameStart = BenchMeasure.monotonicNanoseconds()
    }.store(in: &connections)
    clock.onAfterPaint { [weak self] in self?.painted() }.store(in: &connections)
  }

  private func painted() {
    paints += 1
    let now = BenchMeasure.monotonicNanoseconds()
    if frameStart > 0 { lastFrameMilliseconds = Double(now - frameStart) / 1_000_000 }
    let ready = waiters.filter { $0.target <= paints }
    waiters.removeAll { $0.target <= paints }
    for waiter in ready { waiter.continuation.resume(returning: now) }
  }
}
