/// Something that runs a handler until it is cancelled or released: an
/// observation (`ObservationToken`) or, with PlaceholderGtk imported, a
/// GTK signal connection (GtkKit's `SignalConnection`).
///
/// Keep every token an object hands out in one array of the object that
/// owns the handlers, whatever its kind:
///
/// ```swift
/// private var subscriptions: [any Cancellable] = []
/// …
/// dataSource.observe { [weak self] _ in self?.update() }.store(in: &subscriptions)
/// ```
@MainActor
public protocol Cancellable: AnyObject {
  /// Stops the handler and releases it. Cancelling twice does nothing.
  func cancel()
}

extension Cancellable {
  /// Keeps the token in a collection that lives as long as the handler
  /// should.
  public func store(in cancellables: inout [any Cancellable]) {
    cancellables.append(self)
  }
}
