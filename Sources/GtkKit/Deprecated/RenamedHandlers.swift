// Names this release changed, kept for one minor release so that the
// compiler offers the new spelling (a fix-it) instead of an error. They go
// in 0.3 (CHANGELOG.md, "Deprecated").

extension Application {
  /// The 0.1 spelling of `activationHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "activationHandler", message: "Removed in 0.3.")
  public var onActivate: (@MainActor (Application) -> Void)? {
    get { activationHandler }
    set { activationHandler = newValue }
  }
}

extension ToggleGroup {
  /// The 0.1 spelling of `selectionHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "selectionHandler", message: "Removed in 0.3.")
  public var onSelectionChanged: (@MainActor (Int) -> Void)? {
    get { selectionHandler }
    set { selectionHandler = newValue }
  }
}
