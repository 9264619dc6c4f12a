/// The core's entry points that take arbitrary input, as `make fuzz` fuzzes
/// them (scripts/fuzz.sh, one libFuzzer run each).
///
/// Each decodes its bytes with `FuzzBytes` and checks the case against a
/// reference; `FuzzRegressionTests` replays the committed corpus and every
/// crash input through the same `check`.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// Change sets, valid, broken and arbitrary, applied to sectioned data
  /// (`FlatIndex.splices` and `SectionedDataSource`) against the reference.
  case changeSet = "changeset"
  /// The snapshot diff: applying its change set to the old snapshot gives
  /// the new one; repeated IDs are refused.
  case diff
  /// A hostile data source read through `DataSourceReader`'s limits.
  case reader
  /// The page-state machine under any input sequence.
  case pageState = "pagestate"

  /// Decodes the bytes into a case and checks it: what is wrong, or nil.
  @MainActor
  func check(_ bytes: [UInt8]) -> String? {
    var input = FuzzBytes(bytes)
    switch self {
    case .changeSet: return ChangeSetFuzz.check(&input)
    case .diff: return DiffFuzz.check(&input)
    case .reader: return ReaderFuzz.check(&input)
    case .pageState: return PageStateFuzz.check(&input)
    }
  }
}
