import PlaceholderCore

/// A fuzz input; token-carrying inputs pick their token when they run, so a
/// sequence stays meaningful when the shrinker removes inputs from it.
enum SoakInput: Hashable, Sendable, CustomStringConvertible {
  case beginLoad, retry, refresh, loadMore, clearSearch, loadPrevious, retryPrevious
  case search(String)
  case jump(String)
  case drop(atStart: Bool)
  case dataChanged(isEmpty: Bool)
  case finishCurrent(isEmpty: Bool, hasMore: Bool, hasPrevious: Bool = false)
  case failCurrent(LoadFailure.Kind)
  /// A result for a token that is not in flight: the `back`-th most recent
  /// other token, or one never issued.
  case finishStale(back: Int, isEmpty: Bool)
  case failStale(back: Int)
  /// The user pulls the list `overshoot` pixels past its top, then maybe lets go.
  case pull(Double)
  case release
  /// The viewport scrolls to `offset` over `content` pixels of rows.
  case scroll(offset: Double, content: Double)

  var description: String {
    switch self {
    case .beginLoad: ".beginLoad"
    case .retry: ".retry"
    case .refresh: ".refresh"
    case .loadMore: ".loadMore"
    case .clearSearch: ".clearSearch"
    case .loadPrevious: ".loadPrevious"
    case .retryPrevious: ".retryPrevious"
    case .search(let query): ".search(\"\(query)\")"
    case .jump(let key): ".jump(\"\(key)\")"
    case .drop(let atStart): ".drop(atStart: \(atStart))"
    case .dataChanged(let isEmpty): ".dataChanged(isEmpty: \(isEmpty))"
    case .finishCurrent(let isEmpty, let hasMore, let hasPrevious):
      ".finishCurrent(isEmpty: \(isEmpty), hasMore: \(hasMore), hasPrevious: \(hasPrevious))"
    case .failCurrent(let kind): ".failCurrent(.\(kind))"
    case .finishStale(let back, let isEmpty): ".finishStale(back: \(back), isEmpty: \(isEmpty))"
    case .failStale(let back): ".failStale(back: \(back))"
    case .pull(let overshoot): ".pull(\(overshoot))"
    case .release: ".release"
    case .scroll(let offset, let content): ".scroll(offset: \(offset), content: \(content))"
    }
  }
}

/// SplitMix64: small, fast and the same on every machine.
struct SoakRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SoakInput {
  static func random(using random: inout SoakRandom) -> SoakInput {
    let queries = ["", "a", "cat", "dog"]
    switch Int.random(in: 0..<110, using: &random) {
    case 0..<8: return .beginLoad
    case 8..<14: return .retry
    case 14..<22: return .refresh
    case 22..<30: return .loadMore
    case 30..<33: return .clearSearch
    case 33..<38: return .search(queries[Int.random(in: 0..<queries.count, using: &random)])
    case 38..<44: return .dataChanged(isEmpty: Bool.random(using: &random))
    case 44..<62:
      return .finishCurrent(
        isEmpty: Int.random(in: 0..<4, using: &random) == 0, hasMore: Bool.random(using: &random),
        hasPrevious: Bool.random(using: &random))
    case 62..<68: return .failCurrent(Bool.random(using: &random) ? .network : .other)
    case 68..<74: return .finishStale(back: Int.random(in: 0..<4, using: &random), isEmpty: Bool.random(using: &random))
    case 74..<78: return .failStale(back: Int.random(in: 0..<4, using: &random))
    case 78..<86: return .pull(Double(Int.random(in: -10...120, using: &random)))
    case 86..<91: return .release
    case 91..<95: return .loadPrevious
    case 95..<97: return .retryPrevious
    case 97..<99: return .jump(queries[Int.random(in: 0..<queries.count, using: &random)])
    case 99: return .drop(atStart: Bool.random(using: &random))
    default:
      return .scroll(
        offset: Double(Int.random(in: 0...4, using: &random) * 400),
        content: Double(Int.random(in: 0...5, using: &random) * 600))
    }
  }
}

/// The machine with its companions, plus the bookkeeping the invariants need.
struct SoakWorld {
  var machine = PageStateMachine()
  var pull = PullToRefresh()
  var trigger = LoadMoreTrigger()
  /// Every token handed out, oldest first.
  var issued: [LoadToken] = []
  /// Requests started and neither answered nor cancelled.
  var outstanding: Set<LoadToken> = []
  /// Whether a load has ever finished or failed, or rows were ever shown.
  var emptinessKnown = false

  /// Runs one input; returns a description of the first broken invariant.
  mutating func run(_ input: SoakInput) -> String? {
    switch input {
    case .pull(let overshoot):
      let before = pull
      do { try pull.pull(to: overshoot) } catch {
        // Only NaN and infinities are refused, and they change nothing.
        if overshoot.isFinite { return "pull(to: \(overshoot)) threw \(error)" }
        return pull == before ? nil : "a refused pull(to: \(overshoot)) changed the tracker"
      }
      return overshoot.isFinite ? nil : "pull(to: \(overshoot)) was accepted"
    case .release:
      guard pull.release() else { return checkCompanions() }
      return step(.refresh)
    case .scroll(let offset, let content):
      let viewport = LoadMoreViewport(offset: min(offset, max(content - 400, 0)), pageSize: 400, contentLength: content)
      let wanted: Bool
      do { wanted = try trigger.update(viewport, state: machine.state) } catch {
        // Only a viewport with NaN, an infinity or a negative size is refused.
        return viewport.isValid ? "trigger threw \(error)" : nil
      }
      if !viewport.isValid { return "the trigger accepted \(viewport)" }
      guard wanted else { return checkCompanions() }
      guard machine.state == .content(.canLoadMore) else { return "trigger asked for a page in \(machine.state)" }
      return step(.loadMore)
    default:
      return step(machineInput(for: input))
    }
  }

  func machineInput(for input: SoakInput) -> PageStateInput {
    let current = machine.loadInFlight?.token
    let others = issued.filter { $0 != current }
    func stale(_ back: Int) -> LoadToken {
      back < others.count ? others[others.count - 1 - back] : LoadToken(rawValue: UInt64.max - UInt64(back))
    }
    let answered = current ?? issued.last ?? LoadToken(rawValue: 0)
    switch input {
    case .beginLoad: return .beginLoad
    case .retry: return .retry
    case .refresh: return .refresh
    case .loadMore: return .loadMore
    case .clearSearch: return .clearSearch
    case .loadPrevious: return .loadPrevious
    case .retryPrevious: return .retryPrevious
    case .search(let query): return .search(query)
    case .jump(let key): return .jump(to: .key(key))
    case .drop(let atStart): return .pagesDropped(at: atStart ? .start : .end, count: 1)
    case .dataChanged(let isEmpty): return .dataChanged(isEmpty: isEmpty)
    case .finishCurrent(let isEmpty, let hasMore, let hasPrevious):
      return .finish(answered, isEmpty: isEmpty, hasMore: hasMore, hasPrevious: hasPrevious)
    case .failCurrent(let kind): return .fail(answered, LoadFailure(kind: kind, message: "boom"))
    case .finishStale(let back, let isEmpty): return .finish(stale(back), isEmpty: isEmpty, hasMore: true)
    case .failStale(let back): return .fail(stale(back), .network())
    case .pull, .release, .scroll: return .retry  // not machine inputs; handled by `run`
    }
  }

  mutating func step(_ input: PageStateInput) -> String? {
    let before = machine
    let transition = machine.handle(input)
    pull.follow(machine.state)
    return Self.check(before: before, input: input, transition: transition, after: machine, world: &self)
      ?? checkCompanions()
  }

  func checkCompanions() -> String? {
    if (pull.phase == .refreshing) != machine.state.isRefreshing {
      return "pull indicator \(pull.phase) while the machine is \(machine.state)"
    }
    return nil
  }

  /// The invariants of one transition. Static, and fed every value, so a
  /// test can show it catches a broken transition.
  static func check(
    before: PageStateMachine, input: PageStateInput, transition: PageStateTransition, after: PageStateMachine,
    world: inout SoakWorld
  ) -> String? {
    let state = after.state
    if transition.state != state { return "transition says \(transition.state), machine is \(state)" }

    // A result for anything but the load in flight changes nothing.
    switch input {
    case .finish(let token, _, _, _), .fail(let token, _):
      if token != before.loadInFlight?.token {
        if after != before { return "stale token \(token) changed \(before.state) to \(state)" }
        if transition.disposition != .droppedStale(token) { return "stale token \(token) not reported as dropped" }
      } else {
        world.outstanding.remove(token)
        world.emptinessKnown = true
      }
    default: break
    }

    // Only applied inputs change anything, and they always do.
    if transition.disposition == .applied {
      if after == before { return "\(input) applied but nothing changed" }
    } else {
      if after != before || !transition.effects.isEmpty { return "\(input) was \(transition.disposition) yet acted" }
    }

    // Effects: cancel only what runs, start with growing tokens, one load at a time.
    if let cancelled = transition.cancelledLoad {
      if world.outstanding.remove(cancelled) == nil { return "cancelled \(cancelled), which was not running" }
    }
    if let started = transition.startedLoad {
      if let last = world.issued.last, started.token <= last { return "token \(started.token) after \(last)" }
      world.issued.append(started.token)
      world.outstanding.insert(started.token)
      if started.query != after.searchQuery {
        return "request for \(started.query ?? "nil") in search \(after.searchQuery ?? "nil")"
      }
      if started.kind == .refresh && before.state.isRefreshing { return "a second refresh started beside the first" }
      // A page that waited for the other end's starts when that one answers.
      let startsWaitingPage = before.waitingPage == started.kind && input.isResult
      if started.kind == .nextPage {
        var retriesAFailedPage = false
        if case .content(.loadMoreFailed) = before.state, input == .retry { retriesAFailedPage = true }
        let allowed =
          (input == .loadMore && before.state == .content(.canLoadMore)) || retriesAFailedPage || startsWaitingPage
        if !allowed { return "a page was requested by \(input) in \(before.state)" }
      }
      if case .jump = started.kind {
        var retriesAJump = false
        if case .failed = before.state, input == .retry { retriesAJump = true }
        if case .jump = input {} else if !retriesAJump { return "a jump was requested by \(input) in \(before.state)" }
      }
      if started.kind == .previousPage {
        let retries = (input == .retryPrevious || input == .retry) && before.previousPhase.isFailed
        let allowed = (input == .loadPrevious && before.previousPhase == .canLoadMore) || retries || startsWaitingPage
        if !allowed { return "a previous page was requested by \(input) with the start \(before.previousPhase)" }
        if !after.state.showsRows { return "a previous page was requested in \(after.state)" }
      }
      if input == .retry && before.loadInFlight != nil { return "retry started a load beside the one in flight" }
    }
    if world.outstanding.count > 1 {
      return "\(world.outstanding.count) loads in flight: \(world.outstanding.sorted())"
    }
    if world.outstanding != Set(after.loadInFlight.map { [$0.token] } ?? []) {
      return "the machine's load in flight \(String(describing: after.loadInFlight)) is not what runs"
    }

    // The start's phase loads exactly while a previous page is in flight,
    // and says nothing while no rows show.
    if (after.previousPhase == .loadingMore) != (after.loadInFlight?.kind == .previousPage) {
      return "start \(after.previousPhase) with load \(String(describing: after.loadInFlight))"
    }
    if !state.showsRows && after.previousPhase != .noMoreData {
      return "start \(after.previousPhase) in \(state)"
    }

    // The load in flight matches the state.
    switch (state, after.loadInFlight?.kind) {
    case (.loading, .firstPage?), (.loading, .search?), (.refreshing, .refresh?), (.content(.loadingMore), .nextPage?):
      break
    case (.content, .previousPage?) where after.previousPhase == .loadingMore:
      break
    case (.loading, .jump?):
      break
    case (_, nil) where !state.isLoadInFlight:
      break
    default:
      return "state \(state) with load \(String(describing: after.loadInFlight))"
    }

    // The placeholder agrees with the state.
    if state.showsRows { world.emptinessKnown = true }
    let kind = PlaceholderPolicy.placeholder(for: state)
    switch kind {
    case nil:
      if !(state.showsRows || state == .idle || state == .refreshing(over: .idle)) {
        return "no placeholder in \(state)"
      }
    case .loading?:
      if state != .loading { return "loading placeholder in \(state)" }
    case .empty?:
      if after.searchQuery != nil { return "empty (not no-results) during search \(after.searchQuery ?? "")" }
      if !world.emptinessKnown { return "empty before the first load ended" }
    case .failed(let failure)?:
      if state != .failed(failure) && state != .refreshing(over: .failed(failure)) {
        return "failure shown in \(state)"
      }
    case .noResults(let query)?:
      if after.searchQuery != query { return "no results for \(query) in search \(after.searchQuery ?? "nil")" }
      if !world.emptinessKnown { return "no results before the first load ended" }
    }
    if PlaceholderPolicy.placeholder(
      for: state, options: PlaceholderOptions(forcedDisplay: true, displayAllowed: false))
      != nil
    {
      return "the display veto was overridden in \(state)"
    }
    if PlaceholderPolicy.pagingFooter(for: state) != .hidden && !state.showsRows {
      return "a paging footer without rows"
    }
    return nil
  }
}

extension PageStateInput {
  /// Whether the input is a load's answer.
  var isResult: Bool {
    switch self {
    case .finish, .fail: true
    default: false
    }
  }
}
