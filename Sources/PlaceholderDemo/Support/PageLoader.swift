import PlaceholderCore

/// Loads a page's data through the simulated network: one load at a time
/// (Retry or F5 while a load runs starts nothing new), the loading
/// placeholder meanwhile, the error placeholder with Retry on failure.
@MainActor
final class PageLoader<Value> {
  /// What the page shows while and after loading.
  enum Phase {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
  }

  private let network: SimulatedNetwork
  /// Makes the data a successful load returns.
  var produce: @MainActor () -> Value
  private var task: Task<Void, Never>?
  private var generation = 0
  /// Called on every phase change.
  var onChange: (@MainActor (Phase) -> Void)?
  private(set) var phase: Phase = .idle

  init(network: SimulatedNetwork, produce: @escaping @MainActor () -> Value) {
    self.network = network
    self.produce = produce
  }

  /// Whether a load is in flight.
  var isLoading: Bool { task != nil }

  /// Starts a load unless one is running.
  func load() {
    guard task == nil else { return }
    generation += 1
    let current = generation
    set(.loading)
    let produce = self.produce
    task = Task { @MainActor [weak self, network] in
      let result: Phase
      do {
        result = .loaded(try await network.load(produce))
      } catch is CancellationError {
        return
      } catch {
        result = .failed(error)
      }
      // A superseded load's late result never lands.
      guard let self, current == generation else { return }
      task = nil
      set(result)
    }
  }

  /// Cancels a load in flight and shows `phase` instead.
  func cancel(showing phase: Phase) {
    task?.cancel()
    task = nil
    generation += 1
    set(phase)
  }

  private func set(_ phase: Phase) {
    self.phase = phase
    onChange?(phase)
  }
}

/// A failure's message for a placeholder: the network's own text.
func failureMessage(_ error: any Error) -> String {
  String(describing: error)
}

/// The placeholder for a failure: "No connection" when offline, otherwise
/// "Could not load", both with Retry.
func failurePlaceholder(_ error: any Error) -> PlaceholderContent {
  if let failure = error as? SimulatedNetwork.Failure, failure == .offline {
    return .networkError()
  }
  return .failed(message: failureMessage(error))
}
