import PlaceholderCore

/// A hostile data source read through `DataSourceReader`'s limits.
///
/// Every answer (counts, headers, whether a call throws) comes from the
/// bytes as the reader asks, so counts can be negative, absurd or change
/// between calls. The reader must return exactly what an independent
/// reading of the recorded answers expects, a consistent index or the right
/// `DataSourceError`, and the index's lookups must not trap for any
/// position or index path.
@MainActor
enum ReaderFuzz {
  static func check(_ input: inout FuzzBytes) -> String? {
    let itemsPerRow = input.chance(8) ? input.hostileInt() : 1 + input.next(4)
    let limits: ReadLimits =
      switch input.next(4) {
      case 0: .standard
      case 1: ReadLimits(maxSections: input.hostileInt(), maxRows: input.hostileInt())
      default: ReadLimits(maxSections: input.next(32), maxRows: input.next(256))
      }
    let source = HostileSource(input)
    let result = Result { () throws(DataSourceError) in
      try DataSourceReader.readIndex(from: source, itemsPerRow: itemsPerRow, limits: limits)
    }
    let expected = expectedRead(of: source, itemsPerRow: itemsPerRow, limits: limits)
    switch (result, expected) {
    case (.failure(let error), .failure(let reference)):
      return error == reference ? nil : "threw \(error), the reference expects \(reference)"
    case (.failure(let error), .success):
      return "threw \(error); the reference reads it fine"
    case (.success(let index), .failure(let reference)):
      return "read \(index.sections), the reference expects \(reference)"
    case (.success(let index), .success(let shapes)):
      if index.sections != shapes { return "read \(index.sections), the reference \(shapes)" }
      return checkIndex(index, source: source)
    }
  }

  /// The read as the recorded answers decide it, with arithmetic that
  /// cannot overflow.
  private static func expectedRead(of source: HostileSource, itemsPerRow: Int, limits: ReadLimits) -> Result<
    [SectionShape], DataSourceError
  > {
    guard itemsPerRow >= 1 else { return .failure(.invalidItemsPerRow(itemsPerRow)) }
    // (Never asked: only a read refused before asking can be right.)
    guard let sectionAnswer = source.sectionAnswer else { return .failure(.invalidItemsPerRow(itemsPerRow)) }
    guard let sectionCount = sectionAnswer else {
      return .failure(.dataSourceThrew(.numberOfSections, message: HostileSource.Refusal().description))
    }
    if sectionCount < 0 { return .failure(.negativeSectionCount(sectionCount)) }
    if sectionCount > limits.maxSections {
      return .failure(.tooManySections(count: sectionCount, limit: limits.maxSections))
    }
    var shapes = [SectionShape]()
    var rows = Int128(0)
    for section in 0..<sectionCount {
      guard let answer = source.itemAnswers[section] else { return .failure(.sectionOutOfRange(section)) }
      guard let itemCount = answer else {
        return .failure(
          .dataSourceThrew(.numberOfItems(section: section), message: HostileSource.Refusal().description))
      }
      if itemCount < 0 { return .failure(.negativeItemCount(section: section, count: itemCount)) }
      let decorations = source.decorations[section] ?? (false, false, false)
      let itemRows = (Int128(itemCount) + Int128(itemsPerRow) - 1) / Int128(itemsPerRow)
      let body = itemCount == 0 ? (decorations.placeholder ? 1 : 0) : itemRows
      rows += body + (decorations.header ? 1 : 0) + (decorations.footer ? 1 : 0)
      if rows > Int128(limits.maxRows) { return .failure(.tooManyRows(section: section, limit: limits.maxRows)) }
      shapes.append(
        SectionShape(
          itemCount: itemCount, hasHeader: decorations.header, hasFooter: decorations.footer,
          hasEmptyPlaceholder: decorations.placeholder))
    }
    return .success(shapes)
  }

  /// Lookups at hostile positions and index paths, and every row when the
  /// list is small enough to list.
  private static func checkIndex(_ index: FlatIndex, source: HostileSource) -> String? {
    var model = [(token: RowToken, row: FlatRow)]()
    var total = 0
    for shape in index.sections { total += shape.rowCount(itemsPerRow: index.itemsPerRow) }
    if total != index.count { return "count \(index.count), the shapes add up to \(total)" }
    if total <= 4_096 && index.totalItemCount <= 4_096 {
      for (section, shape) in index.sections.enumerated() {
        if shape.hasHeader {
          model.append((.header(section: section, epoch: 0), FlatRow(section: section, kind: .header)))
        }
        if shape.showsEmptyPlaceholder {
          model.append((.placeholder(section: section, epoch: 0), FlatRow(section: section, kind: .sectionPlaceholder)))
        } else {
          for row in 0..<shape.itemRowCount(itemsPerRow: index.itemsPerRow) {
            let item = FlatRow(section: section, kind: .item, item: row * index.itemsPerRow)
            model.append((.items(section: section, epoch: 0, []), item))
          }
        }
        if shape.hasFooter {
          model.append((.footer(section: section, epoch: 0), FlatRow(section: section, kind: .footer)))
        }
      }
      if let failure = checkLookups(index, rows: model) { return failure }
    }
    for _ in 0..<8 {
      let position = source.input.chance(2) ? source.input.hostileInt() : source.input.next(min(total, 250) + 2) - 1
      let row = index.row(at: position)
      if (row != nil) != (0..<total).contains(position) { return "row(at: \(position)) is \(String(describing: row))" }
      _ = index.itemRange(at: position)
      _ = index.nearestItemRow(from: position, forward: source.input.chance(2))
      let path = IndexPath(section: source.input.hostileInt(), item: source.input.hostileInt())
      let inRange =
        index.sections.indices.contains(path.section) && path.item >= 0
        && path.item < index.sections[path.section].itemCount
      if (index.position(of: path) != nil) != inRange { return "position(of: \(path)) for an index path \(inRange)" }
      _ = index.headerPosition(ofSection: path.section)
      _ = index.footerPosition(ofSection: path.section)
      _ = index.placeholderPosition(ofSection: path.section)
      _ = index.rowRange(ofSection: path.section)
      switch DataSourceReader.item(at: path, from: source, index: index) {
      case .success(let item):
        if !inRange || item != path { return "item(at: \(path)) gave \(item)" }
      case .failure(.indexPathOutOfRange(let reported)):
        if inRange || reported != path { return "item(at: \(path)) said out of range (\(reported))" }
      case .failure(.missingItem(let reported)):
        if !inRange || reported != path { return "item(at: \(path)) said missing (\(reported))" }
      case .failure(let error):
        return "item(at: \(path)) failed with \(error)"
      }
    }
    return nil
  }
}

/// A data source that answers from the fuzzer's bytes and records its
/// answers (nil: it threw).
@MainActor
final class HostileSource: TableDataSource {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "refused\nby the fuzzer" }
  }

  var input: FuzzBytes
  private(set) var sectionAnswer: Int??
  private(set) var itemAnswers: [Int: Int?] = [:]
  private(set) var decorations: [Int: (header: Bool, footer: Bool, placeholder: Bool)] = [:]

  init(_ input: FuzzBytes) { self.input = input }

  func numberOfSections() throws -> Int {
    let answer: Int? = input.chance(16) ? nil : (input.chance(4) ? input.hostileInt() : input.next(12))
    sectionAnswer = .some(answer)
    guard let answer else { throw Refusal() }
    return answer
  }

  func numberOfItems(inSection section: Int) throws -> Int {
    // Past section 4,095 it throws, so that a claim of 2^40 sections under
    // a raised limit ends soon (the reader reads every section it is told of).
    let answer: Int? =
      section >= 4_096 || input.chance(32) ? nil : (input.chance(4) ? input.hostileInt() : input.next(24))
    itemAnswers[section] = .some(answer)
    guard let answer else { throw Refusal() }
    return answer
  }

  func item(at indexPath: IndexPath) throws -> IndexPath {
    if input.chance(8) { throw Refusal() }
    return indexPath
  }

  func header(forSection section: Int) -> SectionSupplement? { decoration(section, \.header) }
  func footer(forSection section: Int) -> SectionSupplement? { decoration(section, \.footer) }
  func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    decoration(section, \.placeholder) == nil ? nil : PlaceholderContent(title: "empty \(section)")
  }

  private func decoration(
    _ section: Int, _ part: WritableKeyPath<(header: Bool, footer: Bool, placeholder: Bool), Bool>
  ) -> SectionSupplement? {
    let shown = input.chance(2)
    decorations[section, default: (false, false, false)][keyPath: part] = shown
    return shown ? SectionSupplement(title: "\(section)") : nil
  }
}
