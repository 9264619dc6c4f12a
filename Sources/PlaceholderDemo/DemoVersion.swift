import PlaceholderCore

/// The demo's identity, used the same everywhere (desktop file, AppStream
/// metadata, icons, GApplication ID).
package enum DemoVersion {
  package static let string = PlaceholderCoreVersion.version
  package static let applicationID = "io.github.placeholders.Demo"
}
