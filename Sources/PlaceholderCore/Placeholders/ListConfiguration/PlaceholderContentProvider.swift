/// Turns a `PlaceholderKind` into the `PlaceholderContent` to show: the
/// presets by default, the app's own content where it overrides them.
///
/// For a kind, the first of these that answers is shown:
/// 1. the override's answer for the kind (every kind, `.empty` included);
/// 2. for `.empty`, the `empty` content;
/// 3. the preset (`preset(for:)`).
///
/// ```swift
/// // The empty list's own message; every other kind keeps its preset.
/// let provider = PlaceholderContentProvider(empty: PlaceholderContent(title: "No messages"))
/// // Content that depends on the kind's details, such as a failure's kind.
/// let failures = PlaceholderContentProvider { kind in
///   if case .failed(let failure) = kind, failure.kind == .network { return .networkError(detail: "Offline") }
///   return nil
/// }
/// ```
public struct PlaceholderContentProvider: Sendable {
  /// Returns the app's content for a kind, or nil to keep the preset.
  public typealias Override = @Sendable (PlaceholderKind) -> PlaceholderContent?

  private let override: Override?

  /// What an empty list shows, unless the override answers for `.empty`;
  /// nil shows the preset (`.noContent()`).
  public var empty: PlaceholderContent?

  /// Creates a provider; without arguments every kind gets its preset.
  public init(empty: PlaceholderContent? = nil, override: Override? = nil) {
    self.empty = empty
    self.override = override
  }

  /// The content for `kind`: the override's answer, else (for `.empty`)
  /// `empty`, else the preset.
  public func content(for kind: PlaceholderKind) -> PlaceholderContent {
    if let answer = override?(kind) { return answer }
    if kind == .empty, let empty { return empty }
    return Self.preset(for: kind)
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
