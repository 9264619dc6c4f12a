internal import CGtk
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The steps at the start of the lists and the jumps, and the expectations
/// they leave for the table's view (a collection's grid reflows rows
/// above, so only the table's row at the top is held to its place).
extension GtkSoak {
  /// Scrolls to the first row: a list whose results say older pages exist
  /// asks for one.
  func scrollToTop(of list: Adapter) -> String {
    let adjustment = list.verticalAdjustment
    adjustment.value = adjustment.lower
    return "scrolled to the top (start \(list.loads.previousPagePhase))"
  }

  /// Retry at the start: the bar's button as a click would, or the input.
  func retryPrevious(on list: Adapter) -> String {
    if random.chance(0.5), let bar = EdgeCheck.bar(in: list.placeholderSlot), ScreenCheck.isShown(bar),
      let button = mappedButton(under: bar)
    {
      gtk_widget_activate(button)
      return "pressed the button on the bar over the start"
    }
    return "retry previous: \(list.loads.send(.retryPrevious))"
  }

  /// A jump by key: to an item loaded, or to one the server has not sent
  /// (its page is asked for). Not during a search: the item the server
  /// makes up for it would not match the query.
  func jump(in list: Adapter, model: SoakList) -> String {
    let focusing = random.chance(0.5)
    let loaded = model.source.sections.flatMap(\.items)
    if random.chance(0.5), let key = loaded.randomElement(using: &random) {
      list.jump(to: .key(key), focusing: focusing)
      // Shown at once over rows (else its page is asked for), unless a
      // search typed a moment ago filters it out.
      let searchWaits = searchEntry(of: list).text != (model.query ?? "")
      if list === scene.table, list.loads.state.showsRows, !searchWaits,
        list.loads.currentRequest?.kind != .jump(to: .key(key))
      {
        expectation = SoakExpectation(.atTop(key), in: list)
      }
      return "jumped to loaded “\(key)”"
    }
    guard searchEntry(of: list).text.isEmpty, model.query == nil, list.loads.searchQuery == nil else {
      return "no jump to an item not loaded during a search"
    }
    let key = model.newItem()
    list.jump(to: .key(key), focusing: focusing)
    return "jumped to “\(key)”, not loaded (\(list.loads.state))"
  }

  /// Sets a memory cap on the list, or lifts it: pages far from the
  /// screen are dropped from then on, and loaded again when scrolled back.
  func cap(_ list: Adapter) -> String {
    list.maxPages = random.chance(0.25) ? nil : Int.random(in: 2...4, using: &random)
    return "memory cap \(list.maxPages.map(String.init) ?? "lifted")"
  }

  /// Ends the load in flight with success; on the table, an older page
  /// leaves the row at the top where it is, and a jump's page brings its
  /// item to the top. Only for the load the list still waits for (one it
  /// stopped listening to lands nowhere).
  func finishLoadWatched(on model: SoakList, list: Adapter) -> String {
    let request = model.requestInFlight
    let isCurrent = request != nil && request?.token == list.loads.currentRequest?.token
    // Not during a search: its filter may run again and drop rows the
    // soak put in, which is a change of its own.
    let searching = !searchEntry(of: list).text.isEmpty || model.query != nil || list.loads.searchQuery != nil
    let watched = isCurrent && list === scene.table && !searching
    let before = watched && request?.kind == .previousPage ? restingPosition(of: list) : nil
    let what = model.finishLoad(succeeding: true, using: &random)
    guard watched, let landing = model.lastLanding else { return what }
    switch landing.kind {
    case .previousPage:
      if let before, before.itemKey != nil {
        expectation = SoakExpectation(.stays(before), in: list, after: landing)
      }
    case .jump(to: .key(let key)):
      expectation = SoakExpectation(.atTop(key), in: list, after: landing)
    default:
      break
    }
    return what
  }

  /// The table's position once its view has stopped moving (a correction
  /// or a jump of the last step may still be on its way).
  private func restingPosition(of list: Adapter) -> ScrollPosition? {
    var last = list.scrollPosition
    var since = MainLoop.monotonicSeconds()
    _ = MainLoop.run(
      until: {
        let now = list.scrollPosition
        if now != last {
          last = now
          since = MainLoop.monotonicSeconds()
        }
        return MainLoop.monotonicSeconds() - since >= SoakExpectation.restSeconds
      }, timeoutSeconds: 2)
    return last
  }
}
