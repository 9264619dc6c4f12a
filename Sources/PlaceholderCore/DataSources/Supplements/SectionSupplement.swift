/// A section's header or footer: a title and an optional subtitle in the
/// library's view, or a view of the app's own when `kind` names one the
/// list has registered (`registerSupplement(_:for:)`).
public struct SectionSupplement: Hashable, Sendable {
  /// The heading text, shown literally.
  public var title: String
  /// An optional second line, shown literally.
  public var subtitle: String?
  /// The kind of view that shows it. Default: `.default`, the library's
  /// title and subtitle.
  public var kind: SupplementKindID

  /// Where a supplement sits in its section.
  public enum Placement: Hashable, Sendable {
    /// Above the section's rows.
    case header
    /// Below the section's rows.
    case footer
  }

  /// Creates a header or footer; a custom `kind` gets its texts too, to
  /// show as it likes.
  public init(title: String = "", subtitle: String? = nil, kind: SupplementKindID = .default) {
    self.title = title
    self.subtitle = subtitle
    self.kind = kind
  }
}
