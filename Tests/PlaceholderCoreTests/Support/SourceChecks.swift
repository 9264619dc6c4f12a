import PlaceholderCore

/// What a row of a `SectionedDataSource<Row>` shows, as the GTK list would
/// bind it.
enum SourceRow: Hashable, CustomStringConvertible {
  case header(String)
  case footer(String)
  case placeholder(String)
  case item(Row)

  var description: String {
    switch self {
    case .header(let title): "H(\(title))"
    case .footer(let title): "F(\(title))"
    case .placeholder(let title): "P(\(title))"
    case .item(let row): "\(row)"
    }
  }
}

/// Reads a data source the way the adapter does and lists its rows.
@MainActor
func readRows(_ source: SectionedDataSource<Row>) -> (index: FlatIndex, rows: [SourceRow])? {
  guard let index = try? DataSourceReader.readIndex(from: source) else { return nil }
  var rows = [SourceRow]()
  for position in 0..<index.count {
    guard let row = index.row(at: position) else { return nil }
    let section = row.section
    switch row.kind {
    case .header: rows.append(.header(source.header(forSection: section)?.title ?? "?"))
    case .footer: rows.append(.footer(source.footer(forSection: section)?.title ?? "?"))
    case .sectionPlaceholder: rows.append(.placeholder(source.emptyPlaceholder(forSection: section)?.title ?? "?"))
    case .item:
      guard let path = row.indexPath, let item = source[path] else { return nil }
      rows.append(.item(item))
    }
  }
  return (index, rows)
}

/// Records what a data source tells its observers.
@MainActor
final class Recorder {
  private(set) var received: [ChangeSet] = []
  private var token: ObservationToken?

  init(_ source: SectionedDataSource<Row>) {
    token = source.observe { [weak self] changes in self?.received.append(changes) }
  }

  func take() -> [ChangeSet] {
    defer { received = [] }
    return received
  }
}

/// Runs a mutation and checks it: the observers heard exactly the returned
/// change set (nothing when it is empty), and that change set's splices turn
/// the rows read before into the rows read after. When the mutation throws,
/// checks that nothing changed and nobody was told. Returns what is wrong, or
/// nil.
@MainActor
func checkMutation(
  _ source: SectionedDataSource<Row>, recorder: Recorder, expectRefusal: Bool = false,
  _ mutation: () throws -> ChangeSet
) -> String? {
  guard let before = readRows(source) else { return "the data source could not be read before" }
  let sectionsBefore = source.sections
  let changes: ChangeSet
  do {
    changes = try mutation()
  } catch {
    guard error is ChangeSetError else { return "threw \(error), not a ChangeSetError" }
    guard source.sections == sectionsBefore else { return "a refused mutation (\(error)) changed the data" }
    guard recorder.take().isEmpty else { return "a refused mutation (\(error)) notified" }
    return expectRefusal ? nil : "refused: \(error)"
  }
  if expectRefusal { return "accepted \(changes), expected a refusal" }
  let heard = recorder.take()
  guard heard == (changes.isEmpty ? [] : [changes]) else { return "observers heard \(heard), returned \(changes)" }
  guard let after = readRows(source) else { return "the data source could not be read after" }
  return checkSplices(of: changes, from: before, to: after)
}

/// Whether the splices of `changes` turn the rows `before` into the rows
/// `after`. Returns what is wrong, or nil.
func checkSplices(
  of changes: ChangeSet, from before: (index: FlatIndex, rows: [SourceRow]),
  to after: (index: FlatIndex, rows: [SourceRow])
) -> String? {
  do {
    let splices = try FlatIndex.splices(from: before.index, to: after.index, applying: changes)
    guard let result = apply(splices, to: before.rows, takingFrom: after.rows), result == after.rows else {
      return "splices \(splices) of \(changes) do not turn \(before.rows) into \(after.rows)"
    }
  } catch {
    return "the returned change set is refused: \(error); \(changes)\nbefore \(before.rows)\nafter \(after.rows)"
  }
  return nil
}
