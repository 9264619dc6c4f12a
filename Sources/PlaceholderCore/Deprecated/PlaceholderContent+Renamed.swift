// Names this release changed, kept for one minor release so that the
// compiler offers the new spelling instead of an error. They go in 0.3
// (CHANGELOG.md, "Deprecated").

extension PlaceholderContent {
  /// The initializer before `appearance:` and `behavior:`: chosen only
  /// where a call passes one of their members.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "Pass appearance: PlaceholderAppearance(…) and behavior: PlaceholderBehavior(…). Removed in 0.3."
  )
  public init(
    image: PlaceholderImage = .none, imageAnimation: ImageAnimation = .none, showsSpinner: Bool = false,
    title: String? = nil, detail: PlaceholderText? = nil, button: PlaceholderButton? = nil,
    customContent: CustomContentToken? = nil, customContentSizing: CustomContentSizing = .natural,
    spacing: Double = PlaceholderAppearance.defaultSpacing, sideMargins: PlaceholderSideMargins = .stylesheet,
    layout: PlaceholderLayout = .center(), background: PlaceholderBackground = .none, fade: Fade = .standard,
    isTouchAllowed: Bool = true, tapAnywhereTriggersAction: Bool = false, isScrollAllowed: Bool = false,
    isForcedDisplay: Bool = false
  ) {
    self.init(
      image: image, imageAnimation: imageAnimation, showsSpinner: showsSpinner, title: title, detail: detail,
      button: button,
      appearance: PlaceholderAppearance(
        layout: layout, spacing: spacing, sideMargins: sideMargins, customContentSizing: customContentSizing,
        background: background, fade: fade),
      behavior: PlaceholderBehavior(
        isTouchAllowed: isTouchAllowed, tapAnywhereTriggersAction: tapAnywhereTriggersAction,
        isScrollAllowed: isScrollAllowed, isForcedDisplay: isForcedDisplay))
    customWidgetName = customContent?.name
  }

  /// The 0.1 spelling of `PlaceholderAppearance.defaultSpacing`; removed in 0.3.
  @available(*, deprecated, renamed: "PlaceholderAppearance.defaultSpacing", message: "Removed in 0.3.")
  public static var defaultSpacing: Double { PlaceholderAppearance.defaultSpacing }

  /// The 0.1 spelling of `PlaceholderAppearance.compactSpacing`; removed in 0.3.
  @available(*, deprecated, renamed: "PlaceholderAppearance.compactSpacing", message: "Removed in 0.3.")
  public static var seedSpacing: Double { PlaceholderAppearance.compactSpacing }

  /// The 0.1 spelling of `appearance.layout`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.layout. Removed in 0.3.")
  public var layout: PlaceholderLayout {
    get { appearance.layout }
    set { appearance.layout = newValue }
  }

  /// The 0.1 spelling of `appearance.spacing`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.spacing. Removed in 0.3.")
  public var spacing: Double {
    get { appearance.spacing }
    set { appearance.spacing = newValue }
  }

  /// The 0.1 spelling of `appearance.sideMargins`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.sideMargins. Removed in 0.3.")
  public var sideMargins: PlaceholderSideMargins {
    get { appearance.sideMargins }
    set { appearance.sideMargins = newValue }
  }

  /// The 0.1 spelling of `appearance.customContentSizing`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.customContentSizing. Removed in 0.3.")
  public var customContentSizing: CustomContentSizing {
    get { appearance.customContentSizing }
    set { appearance.customContentSizing = newValue }
  }

  /// The 0.1 spelling of `appearance.background`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.background. Removed in 0.3.")
  public var background: PlaceholderBackground {
    get { appearance.background }
    set { appearance.background = newValue }
  }

  /// The 0.1 spelling of `appearance.fade`; removed in 0.3.
  @available(*, deprecated, message: "Use appearance.fade. Removed in 0.3.")
  public var fade: Fade {
    get { appearance.fade }
    set { appearance.fade = newValue }
  }

  /// The 0.1 spelling of `behavior.isTouchAllowed`; removed in 0.3.
  @available(*, deprecated, message: "Use behavior.isTouchAllowed. Removed in 0.3.")
  public var isTouchAllowed: Bool {
    get { behavior.isTouchAllowed }
    set { behavior.isTouchAllowed = newValue }
  }

  /// The 0.1 spelling of `behavior.tapAnywhereTriggersAction`; removed in 0.3.
  @available(*, deprecated, message: "Use behavior.tapAnywhereTriggersAction. Removed in 0.3.")
  public var tapAnywhereTriggersAction: Bool {
    get { behavior.tapAnywhereTriggersAction }
    set { behavior.tapAnywhereTriggersAction = newValue }
  }

  /// The 0.1 spelling of `behavior.isScrollAllowed`; removed in 0.3.
  @available(*, deprecated, message: "Use behavior.isScrollAllowed. Removed in 0.3.")
  public var isScrollAllowed: Bool {
    get { behavior.isScrollAllowed }
    set { behavior.isScrollAllowed = newValue }
  }

  /// The 0.1 spelling of `behavior.isForcedDisplay`; removed in 0.3.
  @available(*, deprecated, message: "Use behavior.isForcedDisplay. Removed in 0.3.")
  public var isForcedDisplay: Bool {
    get { behavior.isForcedDisplay }
    set { behavior.isForcedDisplay = newValue }
  }
}

/// Custom widgets registered by name, the 0.1 way: a `CustomPlaceholder`
/// brings its widget itself, and is the one way to give a placeholder custom
/// content from 0.2 (the tokens go in 0.3).
extension PlaceholderContent {
  /// Creates content that shows the widget registered for `customContent`.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "Make a CustomPlaceholder(content:widget:) and show its content. Removed in 0.3."
  )
  public init(
    image: PlaceholderImage = .none,
    imageAnimation: ImageAnimation = .none,
    showsSpinner: Bool = false,
    title: String? = nil,
    detail: PlaceholderText? = nil,
    button: PlaceholderButton? = nil,
    customContent: CustomContentToken? = nil,
    appearance: PlaceholderAppearance = PlaceholderAppearance(),
    behavior: PlaceholderBehavior = PlaceholderBehavior(),
    urgency: PlaceholderUrgency = .quiet
  ) {
    self.init(
      image: image, imageAnimation: imageAnimation, showsSpinner: showsSpinner, title: title, detail: detail,
      button: button, appearance: appearance, behavior: behavior, urgency: urgency)
    customWidgetName = customContent?.name
  }

  /// Names a custom widget registered with the GTK layer.
  @available(
    *, deprecated,
    message: "Make a CustomPlaceholder(content:widget:) and show its content. Removed in 0.3."
  )
  public var customContent: CustomContentToken? {
    get { customWidgetName.map { CustomContentToken($0) } }
    set { customWidgetName = newValue?.name }
  }
}
