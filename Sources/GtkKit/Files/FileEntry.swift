internal import CGtk

/// One child of a folder, as GIO describes it.
public struct FileEntry: Hashable, Sendable, Identifiable {
  /// The name on disk; unique in its folder, so it is also the ID.
  public var name: String
  /// The name to show: the on-disk name in the user's encoding, with its
  /// direction and control characters made visible (`SafeText`) when it
  /// comes from the disk.
  public var displayName: String
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// What the entry is, as GIO reports it: a symbolic link is followed, so
  /// it is `.link` only when it leads nowhere (dangling, or a loop).
  public var kind: Kind
  /// The size in bytes (0 for folders); meaningful for `.file` entries only.
  public var size: Int
  /// The content type GIO guessed, for example `text/plain`, if known.
  public var contentType: String?

  /// The name on disk.
  public var id: String { name }

  /// Creates an entry.
  public init(name: String, displayName: String? = nil, isFolder: Bool, size: Int = 0, contentType: String? = nil) {
    self.name = name
    self.displayName = displayName ?? name
    self.isFolder = isFolder
    kind = isFolder ? .folder : .file
    self.size = size
    self.contentType = contentType
  }

  /// The kinds of entry a folder holds.
  public enum Kind: Hashable, Sendable {
    /// A regular file, or a link to one.
    case file
    /// A folder, or a link to one.
    case folder
    /// A symbolic link that leads nowhere: its target is missing, or it
    /// loops.
    case link
    /// A FIFO, socket or device node: listed, never opened.
    case special
    /// Anything else GIO reports (a shortcut, a mountable).
    case other
  }

  /// The attributes every listing asks GIO for: only what an entry holds.
  static let attributes = "standard::name,standard::display-name,standard::type,standard::size,standard::content-type"

  /// Reads an entry from a `GFileInfo` queried with `attributes`.
  init(info: OpaquePointer) {
    let name = g_file_info_get_name(info).map { String(cString: $0) } ?? ""
    let type = g_file_info_get_file_type(info)
    self.init(
      name: name,
      displayName: SafeText.forDisplay(g_file_info_get_display_name(info).map { String(cString: $0) } ?? name),
      isFolder: type == G_FILE_TYPE_DIRECTORY,
      size: Int(g_file_info_get_size(info)),
      contentType: g_file_info_get_content_type(info).map { String(cString: $0) })
    kind = Self.kind(of: type)
  }

  private static func kind(of type: GFileType) -> Kind {
    switch type {
    case G_FILE_TYPE_REGULAR: .file
    case G_FILE_TYPE_DIRECTORY: .folder
    case G_FILE_TYPE_SYMBOLIC_LINK: .link
    case G_FILE_TYPE_SPECIAL: .special
    default: .other
    }
  }
}
