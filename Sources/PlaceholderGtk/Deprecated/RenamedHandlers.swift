import PlaceholderCore

// Names this release changed, kept for one minor release so that the
// compiler offers the new spelling (a fix-it) instead of an error. They go
// in 0.3 (CHANGELOG.md, "Deprecated").

extension PlaceholderSlot {
  /// The 0.1 spelling of `actionHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "actionHandler", message: "Removed in 0.3.")
  public var onAction: (@MainActor () -> Void)? {
    get { actionHandler }
    set { actionHandler = newValue }
  }

  /// The 0.1 spelling of `buttonTapHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "buttonTapHandler", message: "Removed in 0.3.")
  public var onButtonTap: (@MainActor () -> Void)? {
    get { buttonTapHandler }
    set { buttonTapHandler = newValue }
  }

  /// The 0.1 spelling of `backgroundTapHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "backgroundTapHandler", message: "Removed in 0.3.")
  public var onBackgroundTap: (@MainActor () -> Void)? {
    get { backgroundTapHandler }
    set { backgroundTapHandler = newValue }
  }

  /// The 0.1 spelling of `eventHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "eventHandler", message: "Removed in 0.3.")
  public var onEvent: (@MainActor (PresentationEvent) -> Void)? {
    get { eventHandler }
    set { eventHandler = newValue }
  }
}

extension CustomPlaceholder {
  /// The 0.1 spelling of `actionHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "actionHandler", message: "Removed in 0.3.")
  public var onAction: (@MainActor () -> Void)? {
    get { actionHandler }
    set { actionHandler = newValue }
  }

  /// The 0.1 spelling of `buttonTapHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "buttonTapHandler", message: "Removed in 0.3.")
  public var onButtonTap: (@MainActor () -> Void)? {
    get { buttonTapHandler }
    set { buttonTapHandler = newValue }
  }

  /// The 0.1 spelling of `backgroundTapHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "backgroundTapHandler", message: "Removed in 0.3.")
  public var onBackgroundTap: (@MainActor () -> Void)? {
    get { backgroundTapHandler }
    set { backgroundTapHandler = newValue }
  }
}

extension PlaceholderView {
  /// The 0.1 spelling of `actionHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "actionHandler", message: "Removed in 0.3.")
  public var onAction: (@MainActor () -> Void)? {
    get { actionHandler }
    set { actionHandler = newValue }
  }
}

extension TableController {
  /// The 0.1 spelling of `selectionHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "selectionHandler", message: "Removed in 0.3.")
  public var onSelect: (@MainActor (Item, IndexPath) -> Void)? {
    get { selectionHandler }
    set { selectionHandler = newValue }
  }

  /// The 0.1 spelling of `activationHandler`; removed in 0.3.
  @available(*, deprecated, renamed: "activationHandler", message: "Removed in 0.3.")
  public var onActivate: (@MainActor (Item, IndexPath) -> Void)? {
    get { activationHandler }
    set { activationHandler = newValue }
  }
}

extension ItemType {
  /// The 0.1 spelling of `whenSelected(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenSelected(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onSelected(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenSelected(handler) }

  /// The 0.1 spelling of `whenDeselected(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenDeselected(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onDeselected(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenDeselected(handler) }

  /// The 0.1 spelling of `whenDisplayed(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenDisplayed(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onDisplayed(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenDisplayed(handler) }

  /// The 0.1 spelling of `whenDisplayEnds(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenDisplayEnds(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onEndDisplay(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenDisplayEnds(handler) }

  /// The 0.1 spelling of `whenHighlighted(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenHighlighted(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onHighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenHighlighted(handler) }

  /// The 0.1 spelling of `whenUnhighlighted(_:)`; removed in 0.3.
  @available(*, deprecated, renamed: "whenUnhighlighted(_:)", message: "Removed in 0.3.")
  @discardableResult
  public func onUnhighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self { whenUnhighlighted(handler) }
}

extension ListAdapter {
  /// The 0.1 spelling of `placeholders.content.empty`; removed in 0.3.
  @available(
    *, deprecated,
    message: "Use placeholders.content.empty (nil: placeholders.options.showsEmptyPlaceholder = false). Removed in 0.3."
  )
  public var emptyPlaceholder: PlaceholderContent? {
    get { placeholders.options.showsEmptyPlaceholder ? placeholders.content.empty : nil }
    set {
      if let newValue { placeholders.content.empty = newValue }
      placeholders.options.showsEmptyPlaceholder = newValue != nil
    }
  }

  /// The 0.1 spelling of `placeholders.content`; removed in 0.3.
  @available(*, deprecated, message: "Use placeholders.content. Removed in 0.3.")
  public var placeholderContent: PlaceholderContentProvider {
    get { placeholders.content }
    set { placeholders.content = newValue }
  }

  /// The 0.1 spelling of `placeholders.options`; removed in 0.3.
  @available(*, deprecated, message: "Use placeholders.options. Removed in 0.3.")
  public var placeholderOptions: PlaceholderOptions {
    get { placeholders.options }
    set { placeholders.options = newValue }
  }

  /// The 0.1 spelling of `placeholders.pinned`; removed in 0.3.
  @available(*, deprecated, message: "Use placeholders.pinned. Removed in 0.3.")
  public var placeholderOverride: PlaceholderContent? {
    get { placeholders.pinned }
    set { placeholders.pinned = newValue }
  }

  /// The 0.1 spelling of `placeholders.reloadsOnTap`; removed in 0.3.
  @available(*, deprecated, message: "Use placeholders.reloadsOnTap. Removed in 0.3.")
  public var reloadsOnTap: Bool {
    get { placeholders.reloadsOnTap }
    set { placeholders.reloadsOnTap = newValue }
  }

  /// The 0.1 spelling of `placeholders.options.showsEmptyBeforeFirstLoad`; removed in 0.3.
  @available(*, deprecated, message: "Use placeholders.options.showsEmptyBeforeFirstLoad. Removed in 0.3.")
  public var showsEmptyBeforeFirstLoad: Bool {
    get { placeholders.options.showsEmptyBeforeFirstLoad }
    set { placeholders.options.showsEmptyBeforeFirstLoad = newValue }
  }
}

extension TableController {
  /// The 0.1 spelling of `configureDataSource()`; removed in 0.3.
  @available(*, deprecated, message: "Override configureDataSource() in a subclass. Removed in 0.3.")
  public var onConfigureDataSource: (@MainActor (TableController<DataSource>) -> Void)? {
    get { deprecatedConfigureHooks.dataSource }
    set { deprecatedConfigureHooks.dataSource = newValue }
  }

  /// The 0.1 spelling of `configureDelegate()`; removed in 0.3.
  @available(*, deprecated, message: "Override configureDelegate() in a subclass. Removed in 0.3.")
  public var onConfigureDelegate: (@MainActor (TableController<DataSource>) -> Void)? {
    get { deprecatedConfigureHooks.delegate }
    set { deprecatedConfigureHooks.delegate = newValue }
  }
}
