/// The moments a data source's background replacement waits for before it
/// lands: one gate per list that shows it, each the list's own frame
/// timing (`BackgroundReplacing.addLandingGate`), kept for as long as the
/// list keeps its token.
@MainActor
struct LandingGates {
  /// A gate, owned by its token.
  private final class Gate {
    let wait: @MainActor (_ changeCount: Int) async -> Void
    init(_ wait: @escaping @MainActor (_ changeCount: Int) async -> Void) { self.wait = wait }
  }

  private struct Entry {
    weak var token: ObservationToken?
  }

  private var entries: [Entry] = []

  /// How many gates are open for business (their tokens live).
  var count: Int { entries.filter { $0.token?.isCancelled == false }.count }

  /// Adds a gate; the returned token owns it.
  mutating func add(_ wait: @escaping @MainActor (_ changeCount: Int) async -> Void) -> ObservationToken {
    entries.removeAll { $0.token?.isCancelled ?? true }
    let token = ObservationToken(handler: Gate(wait))
    entries.append(Entry(token: token))
    return token
  }

  /// Waits at each live gate in turn, in the order they were added.
  func wait(changeCount: Int) async {
    for entry in entries {
      guard let gate = entry.token?.boxedHandler as? Gate else { continue }
      await gate.wait(changeCount)
    }
  }
}
