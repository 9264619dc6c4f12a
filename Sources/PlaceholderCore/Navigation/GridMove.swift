/// A key that moves the keyboard focus between a collection's items: an
/// arrow as the user sees it on screen, Home or End.
package enum GridMove: Hashable, Sendable, CaseIterable {
  case left, right, up, down, first, last

  /// The same key in a right-to-left locale, where the row reads from the
  /// right: Left and Right trade places, the rest keep theirs.
  package var mirrored: GridMove {
    switch self {
    case .left: .right
    case .right: .left
    default: self
    }
  }
}
