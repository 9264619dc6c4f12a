/// The library's version.
public enum PlaceholderCoreVersion {
  /// Semantic version of PlaceholderCore.
  public static let version = "0.1.0"
}
