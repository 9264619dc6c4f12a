import Glibc
import PlaceholderCore
import Synchronization
import Testing

/// A background replacement computes on a thread below the GTK thread: on
/// a busy machine the frames come first.
@MainActor
@Suite("Background replacements: the thread they compute on")
struct BackgroundComputeThreadTests {
  @Test func theComputationRunsAtANiceValueOfTenOrMore() async {
    let source = SectionedDataSource(sections: [.init(items: (0..<10).map { Row(id: $0) })])
    let processNice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    let seen = NiceValue()
    let replacement = source.replaceAllInBackground { [seen] in
      seen.set(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
      return [.init(items: [Row(id: 1)])]
    }
    #expect(await replacement.result() == .applied)
    #expect(source.sections.first?.items == [Row(id: 1)])
    let nice = seen.value
    #expect(
      nice.map { $0 >= max(processNice, BackgroundComputeExecutor.niceness) } == true, "\(String(describing: nice))")
    #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == processNice, "the main thread keeps its own")
  }
}

/// A nice value written by the computation and read by the test.
private final class NiceValue: Sendable {
  private let stored = Mutex<Int32?>(nil)
  func set(_ value: Int32) { stored.withLock { $0 = value } }
  var value: Int32? { stored.withLock { $0 } }
}
