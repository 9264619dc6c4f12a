/// A data source that reports its own changes, so an adapter can follow it
/// with minimal splices and re-evaluate its placeholder after every insert,
/// delete, move or reload, with no call from the app (the explicit,
/// swizzling-free version of DZNEmptyDataSet's and AppPlaceholder's hooks).
@MainActor
public protocol ChangeObservable: AnyObject {
  /// Calls `handler` with every change, in order, until the token is
  /// cancelled or released.
  func observe(_ handler: @escaping @MainActor (ChangeSet) -> Void) -> ObservationToken
}

extension SectionedDataSource: ChangeObservable {}
