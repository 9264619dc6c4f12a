import Foundation

/// Where tests write files worth looking at (screenshots):
/// `$PLACEHOLDERS_ARTIFACTS`, or `/tmp/placeholders-artifacts`.
package enum Artifacts {
  package static var directory: String {
    let configured = ProcessInfo.processInfo.environment["PLACEHOLDERS_ARTIFACTS"] ?? ""
    return configured.isEmpty ? "/tmp/placeholders-artifacts" : configured
  }

  /// The path of an artefact file.
  package static func path(_ name: String) -> String { directory + "/" + name }
}
