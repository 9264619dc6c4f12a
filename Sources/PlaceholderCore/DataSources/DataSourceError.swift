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
