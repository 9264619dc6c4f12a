// The errors PlaceholderCore throws, in one place: what a `catch` may see,
// and what each case says in the log. `LoadFailure` is not here: it is a
// value the app hands to the page state (`PageState.failed`), kept with
// the page state in Loading/PageState/.

// MARK: Data sources

/// Why a data source could not be read. The adapter keeps the list as it last
/// was and logs the `description`, one line.
public enum DataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `numberOfSections()` returned a negative number.
  case negativeSectionCount(Int)
  /// `numberOfItems(inSection:)` returned a negative number.
  case negativeItemCount(section: Int, count: Int)
  /// `numberOfSections()` returned more than the limit allows.
  case tooManySections(count: Int, limit: Int)
  /// The rows of the sections up to and including `section` already exceed the
  /// limit (an item count of 2^60 fails here, before any allocation).
  case tooManyRows(section: Int, limit: Int)
  /// A grid was asked to put fewer than one item in a row.
  case invalidItemsPerRow(Int)
  /// A data-source method threw; `message` is the error's description.
  case dataSourceThrew(DataSourceCall, message: String)
  /// An index path outside the last consistent index was asked for.
  case indexPathOutOfRange(IndexPath)
  /// A section that does not exist was asked for.
  case sectionOutOfRange(Int)
  /// `item(at:)` threw for a row that the counts said exists.
  case missingItem(IndexPath)

  /// One line that says what went wrong, for the log.
  public var description: String {
    switch self {
    case .negativeSectionCount(let count):
      "The data source reported a negative number of sections (\(count))."
    case .negativeItemCount(let section, let count):
      "The data source reported a negative number of items (\(count)) in section \(section)."
    case .tooManySections(let count, let limit):
      "The data source reported \(count) sections; at most \(limit) are allowed."
    case .tooManyRows(let section, let limit):
      "The data source's sections up to section \(section) need more than \(limit) rows, the limit."
    case .invalidItemsPerRow(let value):
      "A grid row must hold at least one item, not \(value)."
    case .dataSourceThrew(let call, let message):
      "The data source's \(call) threw: \(Self.oneLine(message))"
    case .indexPathOutOfRange(let indexPath):
      "The index path \(indexPath) is outside the data source's sections and items."
    case .sectionOutOfRange(let section):
      "There is no section \(section) in the data source."
    case .missingItem(let indexPath):
      "The data source has no item at \(indexPath), though its counts say it does."
    }
  }

  /// Joins the lines of a message so that the log line stays one line.
  private static func oneLine(_ message: String) -> String {
    message.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
  }
}

/// Why an `ItemsDataSource` lookup failed.
public enum ItemsDataSourceError: Error, Equatable, CustomStringConvertible {
  /// No item at this index path.
  case noItem(IndexPath)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noItem(let indexPath): "no item at \(indexPath)"
    }
  }
}

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

// MARK: Diffing

/// Why two snapshots could not be diffed.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two sections of one snapshot have the same ID (shown as text), at
  /// `first` and `second`.
  case duplicateSectionID(String, side: SnapshotSide, first: Int, second: Int)
  /// Two items of one snapshot have the same ID (shown as text), at `first`
  /// and `second`.
  case duplicateItemID(String, side: SnapshotSide, first: IndexPath, second: IndexPath)

  /// One line that says which ID is repeated, and where.
  public var description: String {
    switch self {
    case .duplicateSectionID(let id, let side, let first, let second):
      "The \(side) snapshot has two sections with the ID \(id) (sections \(first) and \(second))."
    case .duplicateItemID(let id, let side, let first, let second):
      "The \(side) snapshot has two items with the ID \(id) (at \(first) and \(second))."
    }
  }
}

// MARK: Loading

/// Bad input to `LoadMoreTrigger`; the trigger is left as it was.
package enum LoadMoreTriggerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A distance that is negative, NaN or infinite.
  case invalidDistance(LoadMoreTrigger.Distance)
  /// A viewport with a NaN or infinite value, or a negative size or length.
  case invalidViewport(LoadMoreViewport)

  /// What was wrong, for logs.
  package var description: String {
    switch self {
    case .invalidDistance(let distance):
      "load-more distance must be finite and not negative, got \(distance)"
    case .invalidViewport(let viewport):
      "load-more viewport must be finite with non-negative sizes, got offset \(viewport.offset), "
        + "page size \(viewport.pageSize), content length \(viewport.contentLength)"
    }
  }
}

/// Bad input to `PullToRefresh`; the tracker is left as it was.
package enum PullToRefreshError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A threshold that is not a finite number greater than zero.
  case invalidThreshold(Double)
  /// An overshoot or delta that is NaN or infinite.
  case invalidOvershoot(Double)

  /// What was wrong, for logs.
  package var description: String {
    switch self {
    case .invalidThreshold(let value):
      "pull-to-refresh threshold must be a finite number of pixels greater than zero, got \(value)"
    case .invalidOvershoot(let value):
      "pull-to-refresh overshoot must be a finite number of pixels, got \(value)"
    }
  }
}

// MARK: Support

/// Why a `Color` could not be made.
public enum ColorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A component (`red`, `green`, `blue` or `alpha`) outside 0…1, NaN or
  /// infinite.
  case componentOutOfRange(component: String, value: Double)
  /// A string that is not `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
  case invalidHex(String)

  /// What was wrong, for logs and alerts.
  public var description: String {
    switch self {
    case .componentOutOfRange(let component, let value):
      "colour component \(component) must be a number from 0 to 1, got \(value)"
    case .invalidHex(let text):
      "'\(text)' is not a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa)"
    }
  }
}
