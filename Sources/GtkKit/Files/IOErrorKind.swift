internal import CGtk

/// The GIO error codes an app most often tells apart.
public enum IOErrorKind: Hashable, Sendable {
  /// The file or folder does not exist.
  case notFound
  /// The path exists but is not a folder.
  case notDirectory
  /// The user may not read or change it.
  case permissionDenied
  /// Something with that name exists already.
  case exists
  /// The operation was cancelled.
  case cancelled
  /// Any other `G_IO_ERROR` code.
  case other(Int)

  init(code: Int) {
    switch code {
    case Int(G_IO_ERROR_NOT_FOUND.rawValue): self = .notFound
    case Int(G_IO_ERROR_NOT_DIRECTORY.rawValue): self = .notDirectory
    case Int(G_IO_ERROR_PERMISSION_DENIED.rawValue): self = .permissionDenied
    case Int(G_IO_ERROR_EXISTS.rawValue): self = .exists
    case Int(G_IO_ERROR_CANCELLED.rawValue): self = .cancelled
    default: self = .other(code)
    }
  }
}
