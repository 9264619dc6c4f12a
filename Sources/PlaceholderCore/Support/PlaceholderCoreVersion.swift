/// The package's version: GtkKit, PlaceholderCore and PlaceholderGtk are
/// released together.
public enum PlaceholderCoreVersion {
  /// The semantic version, as written in the package's `VERSION` file (the
  /// one place it is set; a test keeps this copy, meson's and the
  /// AppStream release equal to it).
  public static let version = "0.1.0"
}
