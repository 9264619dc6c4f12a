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
  /// painted a frame, so that the change fits in a frame's time. A bigger
  /// change of one section's items lands in slices of 65,536 changes from
  /// the top, a frame between each: every slice is an ordinary change the
  /// observers hear, of a list that is the new one above and the old one
  /// below. The computations run one at a time on a thread of their own,
  /// below the main thread's priority, so that a busy machine paints the
  /// frames first.
  ///
  /// A newer call supersedes this one: its work is cancelled (`compute` can
  /// check `Task.isCancelled` to stop early) and nothing more of it is
  /// applied (a landing under way stops where it is, and the newer result
  /// lands from there), so results never land out of order. A change made to the
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
          let (new, changes, slices) = await Self.differenceOffMain(
            from: old, to: computed, computing: compute, differ: differ)
        else {
          break
        }
        computed = new
        await waitForLanding(changeCount: changes?.changeCount ?? new.reduce(0) { $0 + $1.items.count })
        guard replacement.isPending, !Task.isCancelled else { break }
        // Changed meanwhile: the difference is from what is there now.
        guard version == contentVersion else { continue }
        if let slices, batch == nil, landingGateCount > 0 {
          switch await land(slices, from: old, to: new, replacement: replacement) {
          case .landed: break
          // Changed between two slices: the rest is computed again.
          case .changedMeanwhile: continue
          case .superseded: return
          }
        } else {
          replaceKeepingIdentities(with: new, difference: changes)
        }
        pendingReplacement = nil
        replacement.settle(.applied)
        return
      }
      if self?.pendingReplacement === replacement { self?.pendingReplacement = nil }
      replacement?.settle(.superseded)
    }
    return replacement
  }

  /// How a landing in slices ended.
  private enum Landing {
    case landed, changedMeanwhile, superseded
  }

  /// Lands a big change of one section slice by slice from the top, each
  /// after the lists' next frame (`LandingSlicer`): every slice is an
  /// ordinary change the observers hear, of a list whose new items are
  /// above the slice's cut and old ones below. A replacement superseded
  /// meanwhile stops where it is (settled as superseded), and the newer
  /// one is computed from there; a change made between two slices has the
  /// rest computed again.
  private func land(
    _ slices: [LandingSlice], from old: [Section], to new: [Section], replacement: BackgroundReplacement
  ) async -> Landing {
    let first = slices.first?.changes
    guard let section = (first?.deletedItems.first ?? first?.insertedItems.first)?.section,
      old.indices.contains(section), new.indices.contains(section), old.count == new.count
    else {
      replaceKeepingIdentities(with: new, difference: nil)
      return .landed
    }
    for (number, slice) in slices.enumerated() {
      if number > 0 {
        let version = contentVersion
        await waitForLanding(changeCount: LandingSlicer.sliceSize)
        guard replacement.isPending, !Task.isCancelled else {
          if pendingReplacement === replacement { pendingReplacement = nil }
          replacement.settle(.superseded)
          return .superseded
        }
        guard version == contentVersion else { return .changedMeanwhile }
      }
      if number == slices.count - 1 {
        sections = new
      } else {
        var now = old
        now[section].items = Array(new[section].items[..<slice.newCut]) + old[section].items[slice.oldCut...]
        sections = now
      }
      _ = publish(slice.changes)
    }
    return .landed
  }

  /// Computes the new sections (unless already known), their difference
  /// from `old` and, for a big change of one section, its landing slices,
  /// on a background thread; nil when cancelled. A nil change set means
  /// IDs repeat and the sections are replaced whole.
  private nonisolated static func differenceOffMain(
    from old: [Section], to known: [Section]?, computing compute: @escaping @Sendable () -> [Section],
    differ: @escaping @Sendable ([Section], [Section]) -> ChangeSet?
  ) async -> ([Section], ChangeSet?, [LandingSlice]?)? {
    // On a thread of its own, below the GTK thread (`BackgroundComputeExecutor`).
    let work = Task.detached(executorPreference: BackgroundComputeExecutor.shared, priority: .userInitiated) {
      () -> ([Section], ChangeSet?, [LandingSlice]?)? in
      let new = known ?? compute()
      guard !Task.isCancelled else { return nil }
      let changes = differ(old, new)
      guard !Task.isCancelled else { return nil }
      let slices = changes.flatMap {
        LandingSlicer.slices(of: $0, maxChanges: LandingSlicer.sliceSize, firstChanges: LandingSlicer.firstSliceSize)
      }
      return (new, changes, slices)
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
