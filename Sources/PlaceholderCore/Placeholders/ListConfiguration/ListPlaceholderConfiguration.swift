/// Everything a list's placeholder follows, in one value: what each kind
/// shows, when a kind may show, content pinned over every state, and what a
/// tap on the empty placeholder does. A table or collection has one
/// (`placeholders`); every change shows its effect at once.
///
/// Where the placeholder comes from, in `state`:
/// 1. `pinned`, if set, whatever the state: the veto included (PageState's
///    `ps.item = …`).
/// 2. Otherwise the state and `options` pick the kind, or none:
///    `.loading` during a first load (once it has run for the list's show
///    delay, then for at least its minimum time: `LoadingIndicatorTiming`),
///    `.empty` when a finished load left
///    no rows, `.failed` and `.noResults` from the load's outcome (the table
///    in `PlaceholderOptions`).
/// 3. `content` turns the kind into what shows: its override for any kind,
///    `.empty` included; then its `empty` content for `.empty`; then the
///    preset.
///
/// An empty *section* of a list with rows is not a list placeholder: its
/// data source's section says what it shows there.
///
/// ```swift
/// table.placeholders.content.empty = PlaceholderContent(title: "No Contacts")
/// table.placeholders.options.showsEmptyBeforeFirstLoad = true
/// ```
public struct ListPlaceholderConfiguration: Sendable {
  /// What each kind shows: presets unless overridden.
  public var content: PlaceholderContentProvider
  /// When each kind may show.
  public var options: PlaceholderOptions
  /// Content shown whatever the state; nil lets the state decide.
  public var pinned: PlaceholderContent?
  /// Whether a tap anywhere on the empty placeholder reloads, when the list
  /// has a way to load (a load operation, or a delegate that hears load
  /// requests): AppPlaceholder's tap-to-reload.
  public var reloadsOnTap: Bool

  /// A configuration; every argument has the default the list starts with.
  public init(
    content: PlaceholderContentProvider = PlaceholderContentProvider(),
    options: PlaceholderOptions = PlaceholderOptions(),
    pinned: PlaceholderContent? = nil, reloadsOnTap: Bool = true
  ) {
    self.content = content
    self.options = options
    self.pinned = pinned
    self.reloadsOnTap = reloadsOnTap
  }

  /// What the placeholder shows in `state`, by the rules above; `canLoad`
  /// says whether the list has a way to load, for `reloadsOnTap`. An empty
  /// content whose own `isForcedDisplay` is set counts as if the options
  /// forced display. O(1).
  /// `indicators` says whether the loading placeholder shows after its
  /// delay (nil: exactly while loading).
  /// A failure that shows no rows says what comes next (`retryNotice`,
  /// `RetryNotice.applied(to:)`): "Retrying in 4 seconds", or that it
  /// waits for the network.
  package func content(
    for state: PageState, canLoad: Bool, indicators: LoadIndicators? = nil, retryNotice: RetryNotice? = nil
  ) -> PlaceholderContent? {
    let shown = content(for: state, canLoad: canLoad, indicators: indicators)
    guard let retryNotice, let shown, !shown.showsSpinner, !state.showsRows else { return shown }
    return retryNotice.applied(to: shown)
  }

  private func content(for state: PageState, canLoad: Bool, indicators: LoadIndicators?) -> PlaceholderContent? {
    if let pinned { return pinned }
    // The empty content is asked for once: its own forced display counts
    // before the kind is picked, and it is what `.empty` shows.
    var empty = content.content(for: .empty)
    var options = options
    if empty.behavior.isForcedDisplay { options.forcedDisplay = true }
    switch PlaceholderPolicy.placeholder(for: state, options: options, indicators: indicators) {
    case nil:
      return nil
    case .empty?:
      if reloadsOnTap && canLoad { empty.behavior.tapAnywhereTriggersAction = true }
      return empty
    case let kind?:
      return content.content(for: kind)
    }
  }

  /// Whether the list keeps its rows hidden in `state`
  /// (`PlaceholderPolicy.hidesRows`); never while content is pinned, which
  /// the app shows over whatever it chose. O(1).
  package func hidesRows(in state: PageState, indicators: LoadIndicators? = nil) -> Bool {
    pinned == nil && PlaceholderPolicy.hidesRows(in: state, indicators: indicators)
  }
}
