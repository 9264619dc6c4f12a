/// Turns a `PlaceholderKind` into the `PlaceholderContent` to show: the
/// presets by default, the app's own content where it overrides them.
///
/// ```swift
/// let provider = PlaceholderContentProvider { kind in
///   if case .empty = kind { return PlaceholderContent(title: "No messages") }
///   return nil  // every other kind keeps its preset
/// }
/// ```
public struct PlaceholderContentProvider: Sendable {
  /// Returns the app's content for a kind, or nil to keep the preset.
  public typealias Override = @Sendable (PlaceholderKind) -> PlaceholderContent?

  private let override: Override?

  /// Creates a provider; without an override every kind gets its preset.
  public init(override: Override? = nil) {
    self.override = override
  }

  /// The content for `kind`: the override's answer, else the preset.
  public func content(for kind: PlaceholderKind) -> PlaceholderContent {
    override?(kind) ?? Self.preset(for: kind)
  }

  /// The preset for `kind`: `.loading()`, `.noContent()`, `.networkError()`
  /// for network failures, `.failed(message:)` for others, and
  /// `.noResults(query:)`. A failure's message replaces the preset's
  /// explanation and is shown literally; an empty message keeps it.
  public static func preset(for kind: PlaceholderKind) -> PlaceholderContent {
    switch kind {
    case .loading:
      return .loading()
    case .empty:
      return .noContent()
    case .failed(let failure):
      let message = failure.message.isEmpty ? nil : failure.message
      switch failure.kind {
      case .network: return .networkError(detail: message)
      case .other: return .failed(message: message)
      }
    case .noResults(let query):
      return .noResults(query: query)
    }
  }
}
