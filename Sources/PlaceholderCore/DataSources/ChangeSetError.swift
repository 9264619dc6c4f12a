/// Why a change set does not describe the change between two indexes, or why
/// a `SectionedDataSource` mutation was refused (an index out of range, an
/// index path given twice). Nothing is computed or changed when one is
/// thrown.
public enum ChangeSetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section index is outside the old (or, for inserts and move
  /// destinations, the new) sections.
  case sectionOutOfRange(Int, role: ChangeRole, sectionCount: Int)
  /// An index path names a section that does not exist.
  case itemSectionOutOfRange(IndexPath, role: ChangeRole, sectionCount: Int)
  /// An index path names an item past the end of its section.
  case itemOutOfRange(IndexPath, role: ChangeRole, itemCount: Int)
  /// A section is named twice: twice in one role, or deleted and moved,
  /// deleted and reloaded, inserted and moved to…
  case conflictingSection(Int, ChangeRole, ChangeRole)
  /// An index path is named twice: an item both deleted and moved, moved
  /// twice, inserted twice…
  case conflictingItem(IndexPath, ChangeRole, ChangeRole)
  /// An item is deleted or reloaded in a section that is deleted or reloaded
  /// itself, or inserted in a section that is inserted or reloaded: the
  /// section's change already covers it, and UIKit refuses it too. (Moves into
  /// and out of such sections are fine.)
  case itemInReplacedSection(IndexPath, role: ChangeRole)
  /// The new section count is not the old one minus deletions plus
  /// insertions.
  case sectionCountMismatch(expected: Int, actual: Int)
  /// A surviving section's new item count is not its old count minus
  /// deletions and moves away plus insertions and moves in. `section` is the
  /// new index.
  case countMismatch(section: Int, expected: Int, actual: Int)
  /// The old and new indexes put a different number of items in a row; only
  /// a full reload can change that.
  case itemsPerRowMismatch(old: Int, new: Int)

  /// One line that says what is wrong.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let role, let count):
      "The \(role) section \(section) is out of range: there are \(count) sections \(Self.side(role))."
    case .itemSectionOutOfRange(let indexPath, let role, let count):
      "The \(role) index path \(indexPath) names a section out of range: there are \(count) sections \(Self.side(role))."
    case .itemOutOfRange(let indexPath, let role, let count):
      "The \(role) index path \(indexPath) is out of range: section \(indexPath.section) has \(count) items \(Self.side(role))."
    case .conflictingSection(let section, let first, let second):
      first == second
        ? "Section \(section) is given twice, both times as \(first)."
        : "Section \(section) is given twice, as \(first) and as \(second)."
    case .conflictingItem(let indexPath, let first, let second):
      first == second
        ? "The index path \(indexPath) is given twice, both times as \(first)."
        : "The index path \(indexPath) is given twice, as \(first) and as \(second)."
    case .itemInReplacedSection(let indexPath, let role):
      "Item \(indexPath) (\(role)) is in a section that is itself deleted, inserted or reloaded."
    case .sectionCountMismatch(let expected, let actual):
      "The change set implies \(expected) sections after the update, but there are \(actual)."
    case .countMismatch(let section, let expected, let actual):
      "The change set implies \(expected) items in section \(section) after the update, but there are \(actual)."
    case .itemsPerRowMismatch(let old, let new):
      "The items per row changed from \(old) to \(new); reload the whole list instead."
    }
  }

  private static func side(_ role: ChangeRole) -> String {
    role.usesNewIndex ? "after the update" : "before the update"
  }
}
