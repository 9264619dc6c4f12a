/// Replacing the content of a big list without blocking a frame: the new
/// sections and their difference from the current ones are computed on a
/// background thread; only the result is applied on the main thread.
extension SectionedDataSource where Item: Identifiable & Equatable & Sendable {
  /// Replaces every section with what `compute` returns, as
  /// `replaceAll(with:)` does (items keep their identity, observers hear the
  /// minimal change set), but runs `compute` and the difference on a
  /// background thread, so that a search over a million rows never holds
  /// up a frame. The sections change, and the observers hear of it, on the
  /// main thread once both are done; a list that shows the data source
  /// holds a result of 10,000 changes or more until just after its window
  /// painted a frame, so that the change fits in a frame's time.
  ///
  /// A newer call supersedes this one: its work is cancelled (`compute` can
  /// check `Task.isCancelled` to stop early) and nothing of it is ever
  /// applied, so results never land out of order. A change made to the
  /// data source meanwhile reaches the observers as usual, and the
  /// difference is computed again from what the data source holds then, so
  /// the change sets they hear always add up.
  ///
  /// `compute` must not touch the data source or anything else of the main
  /// thread's: it gets what it needs by capture (the full list, the query).
  @inlinable
  @discardableResult
  public func replaceAllInBackground(_ compute: @escaping @Sendable () -> [Section]) -> BackgroundReplacement {
    // The difference is made here, where the app's item type is known, so
    // that it is compiled for it (generic, it took ten times as long).
    replaceAllInBackground(compute) { old, new in Self.difference(from: old, to: new) }
  }

  /// Starts a background replacement whose difference `differ` computes
  /// (nil: IDs repeat).
  @usableFromInline
  func replaceAllInBackground(
    _ compute: @escaping @Sendable () -> [Section],
    differ: @escaping @Sendable (_ old: [Section], _ new: [Section]) -> ChangeSet?
  ) -> BackgroundReplacement {
    pendingReplacement?.cancel()
    let replacement = BackgroundReplacement()
    pendingReplacement = replacement
    replacement.task = Task { [weak self, weak replacement] in
      var computed: [Section]?
      while let self, let replacement, replacement.isPending {
        let old = sections
        let version = contentVersion
        guard
          let (new, changes) = await Self.differenceOffMain(
            from: old, to: computed, computing: compute, differ: differ)
        else {
          break
        }
        computed = new
        await waitForLanding(changeCount: changes?.changeCount ?? new.reduce(0) { $0 + $1.items.count })
        guard replacement.isPending, !Task.isCancelled else { break }
        // Changed meanwhile: the difference is from what is there now.
        guard version == contentVersion else { continue }
        pendingReplacement = nil
        replaceKeepingIdentities(with: new, difference: changes)
        replacement.settle(.applied)
        return
      }
      if self?.pendingReplacement === replacement { self?.pendingReplacement = nil }
      replacement?.settle(.superseded)
    }
    return replacement
  }

  /// Computes the new sections (unless already known) and their difference
  /// from `old` on a background thread; nil when cancelled. A nil change
  /// set means IDs repeat and the sections are replaced whole.
  private nonisolated static func differenceOffMain(
    from old: [Section], to known: [Section]?, computing compute: @escaping @Sendable () -> [Section],
    differ: @escaping @Sendable ([Section], [Section]) -> ChangeSet?
  ) async -> ([Section], ChangeSet?)? {
    let work = Task.detached(priority: .userInitiated) { () -> ([Section], ChangeSet?)? in
      let new = known ?? compute()
      guard !Task.isCancelled else { return nil }
      let changes = differ(old, new)
      guard !Task.isCancelled else { return nil }
      return (new, changes)
    }
    return await withTaskCancellationHandler {
      await work.value
    } onCancel: {
      work.cancel()
    }
  }
}

extension SectionedDataSource: BackgroundReplacing {
  package func addLandingGate(_ gate: @escaping @MainActor (_ changeCount: Int) async -> Void) -> ObservationToken {
    landingGates.add(gate)
  }

  /// Waits at every list's landing gate for a replacement of
  /// `changeCount` changes (at none when no list added one).
  package func waitForLanding(changeCount: Int) async {
    await landingGates.wait(changeCount: changeCount)
  }

  /// How many lists' gates a replacement waits at.
  package var landingGateCount: Int { landingGates.count }
}
