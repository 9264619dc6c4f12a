/// The demo's identity, used the same everywhere (desktop file, AppStream
/// metadata, icons, GApplication ID).
enum DemoVersion {
  static let string = "0.1.0"
  static let applicationID = "io.github.placeholders.Demo"
}
