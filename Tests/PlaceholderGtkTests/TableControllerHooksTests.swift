import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The controller's configuration hooks (CXTableViewController's
/// `configCXDataSource` and `configCXDelegate`): once, data source first,
/// before the first load.
final class TableControllerHooksTests: GtkTestCase {
  /// A subclass that configures itself by overriding, as the seed's users did.
  final class RecordingController: TableController<SectionedDataSource<String>> {
    var events: [String] = []
    let otherDelegate = RecordingDelegate<String>()

    override func configureDataSource() {
      events.append("dataSource")
      table.register(RecordingCell.init)
      _ = dataSource.replaceSections(with: [.init(items: ["configured"])])
      super.configureDataSource()
    }

    override func configureDelegate() {
      events.append("delegate")
      table.delegate = otherDelegate
      super.configureDelegate()
    }
  }

  /// A subclass whose hooks run closures the test sets.
  final class HookController: TableController<SectionedDataSource<String>> {
    var dataSourceHook: (@MainActor (HookController) -> Void)?
    var delegateHook: (@MainActor (HookController) -> Void)?

    override func configureDataSource() { dataSourceHook?(self) }
    override func configureDelegate() { delegateHook?(self) }
  }

  func testTheHooksRunOnceInOrderBeforeTheFirstLoad() {
    onMain {
      let controller = RecordingController(dataSource: SectionedDataSource<String>())
      controller.load(paging: false) { [weak controller] request in
        controller?.events.append("load \(request.kind)")
        return LoadResult(hasMore: false) {}
      }
      XCTAssertEqual(controller.events, [], "nothing runs before the table is shown")
      XCTAssertFalse(controller.isPrepared)

      let window = TestWindow(showing: controller.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { controller.events.count >= 3 }, timeoutSeconds: 5), "\(controller.events)")
      XCTAssertEqual(Array(controller.events.prefix(2)), ["dataSource", "delegate"])
      XCTAssertTrue(controller.events[2].hasPrefix("load "), "then the first load: \(controller.events)")
      XCTAssertTrue(controller.isPrepared)

      // Hidden and shown again, or asked again: no second run.
      gtk_widget_set_visible(controller.widget.gtkWidget, 0)
      window.settle()
      gtk_widget_set_visible(controller.widget.gtkWidget, 1)
      window.settle()
      controller.prepareIfNeeded()
      XCTAssertEqual(controller.events.filter { !$0.hasPrefix("load") }, ["dataSource", "delegate"])

      // What they configured is in force: the row, and the other delegate.
      XCTAssertTrue(visibleTexts(under: controller.table.listView.gtkWidget).contains("configured"))
      controller.table.focus(position: 0)
      XCTAssertEqual(controller.otherDelegate.selected, [IndexPath(section: 0, item: 0)])
    }
  }

  /// Hears the load requests the controller's table makes.
  @MainActor
  final class RequestRecorder: TableDelegate {
    typealias Item = String
    var refreshRequests = 0
    func didRequestRefresh() throws { refreshRequests += 1 }
  }

  func testTheDelegateSetInTheHookHearsTheFirstLoad() {
    onMain {
      let controller = HookController(dataSource: SectionedDataSource<String>())
      let recorder = RequestRecorder()
      var stateWhenConfigured: PageState?
      let initialState = controller.table.loads.state
      controller.delegateHook = { controller in
        stateWhenConfigured = controller.table.loads.state
        controller.table.delegate = recorder
      }
      controller.table.refreshesWhenFirstShown = true
      let window = TestWindow(showing: controller.widget)
      defer { window.close() }
      XCTAssertEqual(stateWhenConfigured, initialState, "configured before any load started")
      XCTAssertEqual(recorder.refreshRequests, 1, "the first load went to the delegate the hook set")
    }
  }

  func testPreparingEarlyRunsTheHooksThenAndNotAgainWhenShown() {
    onMain {
      let controller = HookController(dataSource: SectionedDataSource<String>())
      var events: [String] = []
      controller.dataSourceHook = { controller in
        events.append("dataSource")
        _ = controller.dataSource.replaceSections(with: [.init(items: ["early"])])
      }
      controller.delegateHook = { _ in events.append("delegate") }
      controller.prepareIfNeeded()
      XCTAssertEqual(events, ["dataSource", "delegate"])

      let window = TestWindow(showing: controller.widget)
      defer { window.close() }
      XCTAssertEqual(events, ["dataSource", "delegate"], "showing it does not run them again")
      XCTAssertTrue(visibleTexts(under: controller.table.listView.gtkWidget).contains("early"))
    }
  }

  func testTheControllerTakesATableStyle() {
    onMain {
      let controller = TableController(dataSource: SectionedDataSource<String>(), style: .grouped)
      XCTAssertEqual(controller.table.style, .grouped)
      XCTAssertTrue(controller.table.listView.hasCSSClass("placeholders-grouped"))
    }
  }
}
