/// A lifecycle callback of a placeholder (DZNEmptyDataSet's
/// `emptyDataSetWillAppear` … `emptyDataSetDidDisappear`).
public enum PresentationEvent: Hashable, Sendable {
  /// The placeholder is about to show (its fade-in starts).
  case willAppear
  /// The placeholder is fully shown (its fade-in ended).
  case didAppear
  /// The placeholder is about to hide (its fade-out starts).
  case willDisappear
  /// The placeholder is fully hidden (its fade-out ended).
  case didDisappear
}
