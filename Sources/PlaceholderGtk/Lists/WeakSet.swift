/// Objects held weakly: entries vanish when their objects are released.
@MainActor
final class WeakSet<Element: AnyObject> {
  private var boxes: [Weak] = []

  private struct Weak {
    weak var object: Element?
  }

  /// Adds an object; prunes released ones on the way.
  func add(_ object: Element) {
    boxes.removeAll { $0.object == nil }
    boxes.append(Weak(object: object))
  }

  /// The objects still alive.
  var allObjects: [Element] { boxes.compactMap(\.object) }
}
