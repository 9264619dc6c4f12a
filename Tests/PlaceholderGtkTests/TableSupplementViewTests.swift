import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Section headers and footers of the app's own (CXTableView's custom
/// header and footer views): the registered view shows for its section,
/// is reused and rebound when the section changes, and the standard title
/// and subtitle stay the default.
final class TableSupplementViewTests: GtkTestCase {
  /// A header view that records what happens to it.
  final class BannerView: SectionSupplementView {
    let label = Label()
    var setups = 0
    var binds: [(title: String, placement: SectionSupplement.Placement, section: Int)] = []
    var unbinds = 0

    override func setup() {
      setups += 1
      gtk_widget_set_size_request(contentView.gtkWidget, -1, 64)
      contentView.addCSSClass("test-banner")
      contentView.append(label)
    }
    override func bind(
      _ supplement: SectionSupplement, as placement: SectionSupplement.Placement, forSection section: Int
    ) {
      binds.append((supplement.title, placement, section))
      label.text = "banner: " + supplement.title
    }
    override func unbind() { unbinds += 1 }
  }

  /// Records the header views the delegate hears about.
  @MainActor
  final class HeaderRecorder: TableDisplayDelegate {
    typealias Item = String
    var headers: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
    var footers: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
    func willDisplayHeader(_ view: Widget, forSection section: Int) throws { headers[section] = view.gtkWidget }
    func willDisplayFooter(_ view: Widget, forSection section: Int) throws { footers[section] = view.gtkWidget }
  }

  @MainActor
  private static func makeTable(_ source: StringsDataSource) -> (
    TableAdapter<StringsDataSource>, @MainActor () -> [BannerView]
  ) {
    let table = TableAdapter(dataSource: source)
    var made: [BannerView] = []
    table.registerSupplement(
      {
        let view = BannerView()
        made.append(view)
        return view
      }, for: "banner")
    return (table, { made })
  }

  func testTheRegisteredViewShowsForItsSectionAndTheStandardOneForTheOthers() throws {
    try onMain {
      let source = StringsDataSource([["a1", "a2"], ["b1"]])
      source.headers = [0: SectionSupplement(title: "Today", kind: "banner"), 1: SectionSupplement(title: "Earlier")]
      source.footers = [1: SectionSupplement(title: "The end", kind: "banner")]
      let (table, made) = Self.makeTable(source)
      let delegate = HeaderRecorder()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()

      let header = try XCTUnwrap(made().first { $0.binds.last?.section == 0 && $0.binds.last?.placement == .header })
      XCTAssertEqual(header.setups, 1, "set up once")
      XCTAssertNotEqual(gtk_widget_get_mapped(header.contentView.gtkWidget), 0, "on screen")
      XCTAssertTrue(gtk_widget_is_ancestor(header.contentView.gtkWidget, table.listView.gtkWidget) != 0)
      XCTAssertEqual(header.label.text, "banner: Today")
      XCTAssertEqual(delegate.headers[0], header.contentView.gtkWidget, "willDisplayHeader gets the custom view")

      let footer = try XCTUnwrap(made().first { $0.binds.last?.placement == .footer })
      XCTAssertEqual(footer.binds.last?.section, 1)
      XCTAssertEqual(delegate.footers[1], footer.contentView.gtkWidget)

      // Section 1's header is of the default kind: the library's title.
      let standard = try XCTUnwrap(delegate.headers[1])
      XCTAssertFalse(made().contains { $0.contentView.gtkWidget == standard })
      XCTAssertEqual(visibleTexts(under: standard), ["Earlier"])

      // In order: the banner, its rows, the standard header, …, the footer.
      let a1 = try XCTUnwrap(table.machinery.rows.rowWidget(at: 1))
      let headerBounds = try XCTUnwrap(TestWindow.bounds(of: header.contentView, in: table.listView))
      var a1Bounds = graphene_rect_t()
      XCTAssertNotEqual(gtk_widget_compute_bounds(a1, table.listView.gtkWidget, &a1Bounds), 0)
      XCTAssertLessThanOrEqual(headerBounds.y + headerBounds.height, Int(a1Bounds.origin.y.rounded()))
      XCTAssertEqual(headerBounds.height, 64, "the view's own size request stands")
    }
  }

  func testTheViewIsReboundWhenItsSectionChanges() {
    onMain {
      let source = StringsDataSource([["a1"]])
      source.headers = [0: SectionSupplement(title: "Version 0", kind: "banner")]
      let (table, made) = Self.makeTable(source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      @MainActor func shown() -> [BannerView] {
        made().filter { gtk_widget_get_mapped($0.contentView.gtkWidget) != 0 }
      }
      XCTAssertEqual(shown().map(\.label.text), ["banner: Version 0"])

      // Each change shows the new header in the banner on screen; views
      // that left the screen are unbound.
      for version in 1...3 {
        source.headers = [0: SectionSupplement(title: "Version \(version)", kind: "banner")]
        table.reloadData()
        window.settle()
        let views = shown()
        XCTAssertEqual(views.count, 1)
        XCTAssertEqual(views.first?.label.text, "banner: Version \(version)", "rebound to the new header")
        XCTAssertEqual(views.first?.binds.last?.section, 0)
      }
      XCTAssertTrue(made().allSatisfy { $0.setups == 1 }, "each set up once")
      for view in made() where gtk_widget_get_mapped(view.contentView.gtkWidget) == 0 {
        XCTAssertEqual(view.unbinds, view.binds.count, "a view off screen was unbound")
      }

      // Back to the default kind: the standard view shows, the custom one goes.
      source.headers = [0: SectionSupplement(title: "Plain again")]
      table.reloadData()
      window.settle()
      XCTAssertEqual(shown().count, 0, "no banner on screen")
      XCTAssertTrue(made().allSatisfy { $0.unbinds == $0.binds.count }, "every banner unbound")
      XCTAssertTrue(visibleTexts(under: table.listView.gtkWidget).contains("Plain again"))
    }
  }

  func testScrollingReusesTheViewsForOtherSections() throws {
    try onMain {
      // More rows than GTK 4.8 keeps widgets for (200), so it must recycle;
      // every row a banner (sections of a header and a footer), so each
      // recycled row shows one again.
      let sectionCount = 600
      let source = StringsDataSource(Array(repeating: [], count: sectionCount))
      for section in 0..<sectionCount {
        source.headers[section] = SectionSupplement(title: "Section \(section)", kind: "banner")
        source.footers[section] = SectionSupplement(title: "End of \(section)", kind: "banner")
      }
      let (table, made) = Self.makeTable(source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      let madeAfterOpening = made().count
      XCTAssertGreaterThan(madeAfterOpening, 0)

      // The end of the list: its headers show in recycled views, rebound.
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
      window.settle()
      let last = made().first {
        gtk_widget_get_mapped($0.contentView.gtkWidget) != 0 && $0.binds.last?.section == sectionCount - 1
          && $0.binds.last?.placement == .header
      }
      XCTAssertEqual(last?.label.text, "banner: Section \(sectionCount - 1)")
      XCTAssertLessThan(made().count, madeAfterOpening * 2, "views are recycled, not one per section")
      XCTAssertTrue(
        made().contains { Set($0.binds.map(\.section)).count > 1 }, "a view was rebound to another section")
      XCTAssertTrue(made().allSatisfy { $0.setups == 1 })
    }
  }

  func testAnUnregisteredKindShowsItsTitleAndWarnsOnce() {
    onMain {
      let log = LogRecorder()
      defer { log.stop() }
      let source = StringsDataSource([["a"], ["b"]])
      source.headers = [
        0: SectionSupplement(title: "Typo A", kind: "baner"), 1: SectionSupplement(title: "Typo B", kind: "baner"),
      ]
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      let texts = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertTrue(texts.contains("Typo A") && texts.contains("Typo B"), "\(texts)")
      let warnings = (log.messages["Placeholders"] ?? []).filter { $0.contains("'baner'") }
      XCTAssertEqual(warnings.count, 1, "\(warnings)")
    }
  }
}
