import PlaceholderCore

/// The demo's identity, used the same everywhere (desktop file, AppStream
/// metadata, icons, GApplication ID).
enum DemoVersion {
  static let string = PlaceholderCoreVersion.version
  static let applicationID = "io.github.placeholders.Demo"
}
