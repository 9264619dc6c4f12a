/// Why an `ItemsDataSource` lookup failed.
public enum ItemsDataSourceError: Error, Equatable, CustomStringConvertible {
  /// No item at this index path.
  case noItem(IndexPath)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noItem(let indexPath): "no item at \(indexPath)"
    }
  }
}
