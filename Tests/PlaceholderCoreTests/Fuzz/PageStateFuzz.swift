import PlaceholderCore

/// The page-state machine, its pull-to-refresh and load-more companions,
/// under any input sequence: every input is checked against the soak's
/// invariants (`SoakWorld`), and nothing may trap.
enum PageStateFuzz {
  static let queries = ["", "a", "cat", "Ünïcödé 🐈", String(repeating: "x", count: 300)]

  static func check(_ input: inout FuzzBytes) -> String? {
    var world = SoakWorld()
    var inputs = [SoakInput]()
    while !input.isAtEnd && inputs.count < 400 {
      let next = decode(&input)
      inputs.append(next)
      if let message = world.run(next) {
        return "input \(inputs.count - 1): \(message)\n  inputs \(inputs.map(\.description).joined(separator: ", "))"
      }
    }
    return nil
  }

  static func decode(_ input: inout FuzzBytes) -> SoakInput {
    switch input.next(18) {
    case 0: return .beginLoad
    case 1: return .retry
    case 2: return .refresh
    case 3: return .loadMore
    case 4: return .clearSearch
    case 5: return .search(queries[input.next(queries.count)])
    case 6: return .dataChanged(isEmpty: input.chance(2))
    case 7: return .finishCurrent(isEmpty: input.chance(2), hasMore: input.chance(2), hasPrevious: input.chance(2))
    case 8: return .failCurrent(input.chance(2) ? .network : .other)
    case 9: return .finishStale(back: input.next(5), isEmpty: input.chance(2))
    case 10: return .failStale(back: input.next(5))
    case 11: return .pull(distance(&input))
    case 12: return .release
    case 13: return .loadPrevious
    case 14: return .retryPrevious
    case 15: return .jump(queries[input.next(queries.count)])
    case 16: return .drop(atStart: input.chance(2))
    default: return .scroll(offset: distance(&input), content: distance(&input))
    }
  }

  /// A distance in pixels, sometimes one no viewport has: negative,
  /// infinite or not a number.
  private static func distance(_ input: inout FuzzBytes) -> Double {
    switch input.next(8) {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: -Double(input.next(256))
    case 4: .greatestFiniteMagnitude
    default: Double(input.next(256)) * 8
    }
  }
}
