internal import CGtk
import Glibc

/// Why an application could not be created.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  /// Not a valid GApplication ID (reverse-DNS, at least two elements).
  case invalidID(String)
  /// The session refused to register the application.
  case registrationFailed(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidID(let id): "'\(id)' is not a valid application ID (use reverse-DNS, like org.example.App)"
    case .registrationFailed(let message): "cannot register the application: \(message)"
    }
  }
}
