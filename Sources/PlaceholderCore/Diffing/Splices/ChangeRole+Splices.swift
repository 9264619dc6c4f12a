extension ChangeRole {
  /// The order in which roles are reported when they conflict.
  var rank: Int {
    switch self {
    case .delete: 0
    case .reload: 1
    case .moveSource: 2
    case .insert: 3
    case .moveDestination: 4
    }
  }
}
