import GtkKit

/// Waits for a window's painted frames: the screenshot run lets each state
/// settle for a few frames before it takes the picture.
@MainActor
final class PaintWaiter {
  private let window: Window
  private var paints = 0
  private var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var connection: SignalConnection?

  init(window: Window) { self.window = window }

  /// Returns when the window has painted its next frame.
  func nextPaint() async {
    if connection == nil, let clock = window.frameClock {
      connection = clock.onAfterPaint { [weak self] in self?.painted() }
    }
    window.queueDraw()
    await withCheckedContinuation { continuation in waiters.append((paints + 1, continuation)) }
  }

  private func painted() {
    paints += 1
    let ready = waiters.filter { $0.target <= paints }
    waiters.removeAll { $0.target <= paints }
    for waiter in ready { waiter.continuation.resume() }
  }
}
