/// The walk's steps, each with its weight: how often it comes, out of the
/// weights' sum.
enum SoakStep: String, CaseIterable {
  // Changes to a data source.
  case insert, delete, move, batch, replaceAll, reloadData, insertSection, removeSection, moveSection
  // Loads: started, ended either way, and Retry on the placeholder.
  case beginLoading, restartLoading, refresh, loadMore, finishLoad, failLoad, retry
  // Both ends and jumps: to the top (older pages are asked for), the
  // start's Retry, a jump to an item loaded or not, and a memory cap
  // set or lifted.
  case scrollToTop, retryPrevious, jump, cap
  // The user: searching, selecting, scrolling, resizing, the theme.
  case search, clearSearch, select, scroll, resize, theme
  // The collection's layout, the standalone slot, and a new window.
  case changeLayout, standalone, reopen

  var weight: Int {
    switch self {
    case .insert, .delete: 8
    case .move, .batch, .finishLoad, .scroll: 5
    case .replaceAll, .search, .select, .failLoad, .retry, .scrollToTop, .jump: 4
    case .beginLoading, .restartLoading, .refresh, .loadMore, .clearSearch, .standalone: 3
    case .reloadData, .insertSection, .removeSection, .moveSection, .resize, .retryPrevious, .cap: 2
    case .theme, .changeLayout: 1
    case .reopen: 1
    }
  }

  /// A step drawn by weight.
  static func random(using random: inout SoakRandom) -> SoakStep {
    let total = allCases.reduce(0) { $0 + $1.weight }
    var draw = Int.random(in: 0..<total, using: &random)
    for step in allCases {
      if draw < step.weight { return step }
      draw -= step.weight
    }
    return .insert
  }
}
