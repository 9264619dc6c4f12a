/// Objects held weakly: entries vanish when their objects are released.
@MainActor
final class WeakSet<Element: AnyObject> {
  private var boxes: [Weak] = []
  /// Prune released entries when the array has doubled since the last prune,
  /// so adding stays O(1) amortized.
  private var pruneAt = 16

  private struct Weak {
    weak var object: Element?
  }

  /// Adds an object. O(1) amortized: released entries are pruned now and then.
  func add(_ object: Element) {
    if boxes.count >= pruneAt {
      boxes.removeAll { $0.object == nil }
      pruneAt = max(16, boxes.count * 2)
    }
    boxes.append(Weak(object: object))
  }

  /// The objects still alive.
  var allObjects: [Element] { boxes.compactMap(\.object) }
}
