import GtkKit
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTestSupport
import XCTest

/// Observations and signal connections are one kind of token: kept in one
/// array, released together.
final class CancellableTests: GtkTestCase {
  func testObservationsAndSignalConnectionsLiveInOneArrayAndEndWithIt() {
    onMain {
      let button = Button(label: "Add")
      let dataSource = SectionedDataSource<String>()
      var clicks = 0
      var changes = 0
      var subscriptions: [any Cancellable] = []
      button.onClicked { clicks += 1 }.store(in: &subscriptions)
      dataSource.observe { _ in changes += 1 }.store(in: &subscriptions)
      XCTAssertEqual(subscriptions.count, 2)

      button.click()
      _ = dataSource.replaceSections(with: [.init(items: ["a"])])
      XCTAssertEqual(clicks, 1)
      XCTAssertEqual(changes, 1)

      subscriptions.removeAll()
      button.click()
      _ = dataSource.replaceSections(with: [.init(items: ["b"])])
      XCTAssertEqual(clicks, 1, "releasing the array disconnected the signal handler")
      XCTAssertEqual(changes, 1, "and ended the observation")
    }
  }

  func testCancellingThroughTheProtocolStopsEitherKind() {
    onMain {
      let button = Button(label: "Add")
      let dataSource = SectionedDataSource<String>()
      var events = 0
      let tokens: [any Cancellable] = [
        button.onClicked { events += 1 }, dataSource.observe { _ in events += 1 },
      ]
      for token in tokens { token.cancel() }
      button.click()
      _ = dataSource.replaceSections(with: [.init(items: ["a"])])
      XCTAssertEqual(events, 0)
    }
  }
}
