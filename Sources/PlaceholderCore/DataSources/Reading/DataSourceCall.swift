/// Which data-source method a `DataSourceError` is about.
public enum DataSourceCall: Hashable, Sendable, CustomStringConvertible {
  /// `numberOfSections()`.
  case numberOfSections
  /// `numberOfItems(inSection:)`.
  case numberOfItems(section: Int)
  /// `item(at:)`.
  case item(IndexPath)

  /// The call as it would be written, such as `numberOfItems(inSection: 3)`.
  public var description: String {
    switch self {
    case .numberOfSections: "numberOfSections()"
    case .numberOfItems(let section): "numberOfItems(inSection: \(section))"
    case .item(let indexPath): "item(at: \(indexPath))"
    }
  }
}
