/// Up and Down in the free layout, whose lines come from the items' own
/// sizes: the item in the nearest line above or below that is closest
/// across, from the items' frames alone.
package enum LineNeighbour {
  /// An item's frame in the layout's coordinates.
  package struct Frame: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
  }

  /// The index of the frame Down (or Up) reaches from `frames[index]`: in
  /// the nearest line wholly below (above) it, the one whose centre is
  /// nearest across; the earlier on a tie. Nil when no line is that way.
  /// O(frames).
  package static func target(from index: Int, in frames: [Frame], down: Bool) -> Int? {
    guard frames.indices.contains(index) else { return nil }
    let current = frames[index]
    // Half a pixel of slack: allocations are whole pixels, bounds may not be.
    let beyond = frames.indices.filter { candidate in
      down ? frames[candidate].y >= current.maxY - 0.5 : frames[candidate].maxY <= current.y + 0.5
    }
    guard let nearestEdge = down ? beyond.map({ frames[$0].y }).min() : beyond.map({ frames[$0].maxY }).max()
    else { return nil }
    // The line: the frames that start (end) with the nearest one.
    let line = beyond.filter { candidate in
      down ? frames[candidate].y < nearestEdge + 0.5 : frames[candidate].maxY > nearestEdge - 0.5
    }
    return line.min { first, second in
      let (a, b) = (abs(frames[first].midX - current.midX), abs(frames[second].midX - current.midX))
      return a == b ? first < second : a < b
    }
  }
}
