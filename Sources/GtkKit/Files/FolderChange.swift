/// A change a folder's monitor reported, about one of its children.
public enum FolderChange: Hashable, Sendable {
  /// A child appeared: created here, or moved in from elsewhere.
  case created(FileEntry)
  /// A child went: deleted, or moved out.
  case deleted(name: String)
  /// A child was renamed within the folder.
  case renamed(from: String, to: FileEntry)
  /// A child's content or attributes changed.
  case changed(FileEntry)
}
