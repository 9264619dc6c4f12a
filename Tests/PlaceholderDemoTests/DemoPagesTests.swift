import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's Gallery (DZNEmptyDataSet) and Page States (PageState) pages,
/// built for real in a window: every screenshot state shows what it names,
/// the placeholders' buttons and taps do what the pages say, the item waits
/// while the list has rows unless forced, lifecycle events arrive in order,
/// and the style list answers the keyboard. Screenshots of every state go
/// to `Artifacts.directory` (`demo-gallery-*.png`, `demo-page-states-*.png`).
final class DemoPagesTests: GtkTestCase {
  // MARK: - Gallery

  func testTheGalleryHasAtLeastTwelveDifferentStylesCoveringEveryIngredient() {
    onMain {
      let page = GalleryPage()
      let contents = page.styles.map(\.content)
      XCTAssertGreaterThanOrEqual(page.styles.count, 12)
      XCTAssertEqual(Set(page.styles.map(\.slug)).count, page.styles.count, "slugs are unique")
      XCTAssertEqual(Set(contents).count, contents.count, "no two styles are alike")
      XCTAssertEqual(page.screenshotStates.map(\.name), page.styles.map(\.slug), "one screenshot state per style")

      XCTAssertTrue(page.styles.contains { $0.customView != nil }, "a custom view")
      XCTAssertTrue(contents.contains { $0.showsSpinner }, "a spinner")
      for animation in [ImageAnimation.pulse, .spin, .bounce] {
        XCTAssertTrue(contents.contains { $0.imageAnimation == animation }, "\(animation) animation")
      }
      XCTAssertTrue(contents.contains { $0.behavior.tapAnywhereTriggersAction }, "tap to retry")
      XCTAssertTrue(contents.contains { $0.appearance.spacing > PlaceholderAppearance.defaultSpacing }, "large spacing")
      XCTAssertTrue(contents.contains(where: Self.hasVerticalOffset), "a vertical offset")
      XCTAssertTrue(contents.contains(where: Self.hasFullLayout), "full layout with insets")
      XCTAssertTrue(contents.contains(where: Self.hasThemedBackground), "a themed background")
      XCTAssertTrue(contents.contains(where: Self.hasColouredBackground), "a coloured background")
      XCTAssertTrue(contents.contains(where: Self.hasMarkupDetail), "markup detail")
      for style in PlaceholderButton.Style.allCases {
        XCTAssertTrue(contents.contains { $0.visibleButton?.style == style }, "a \(style) button")
      }
      for style in page.styles {
        XCTAssertFalse(style.features.isEmpty, "\(style.slug) lists its ingredients")
      }
    }
  }

  func testEveryGalleryStateShowsItsStyleOverTheEmptiedList() throws {
    try onMain {
      let page = GalleryPage()
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-gallery")
      let slot = page.table.placeholderSlot
      for (index, state) in page.screenshotStates.enumerated() {
        let style = page.styles[index]
        page.dataSource.rows = ["left over"]
        page.table.reloadData()
        state.show()
        XCTAssertEqual(page.chosenIndex, index, style.slug)
        XCTAssertTrue(page.table.index.hasNoItems, "\(style.slug): choosing a style empties the list")
        XCTAssertEqual(slot.placeholder, page.shownContent, style.slug)
        XCTAssertEqual(slot.placeholder?.title, style.content.title, style.slug)
        XCTAssertEqual(slot.shownCustom != nil, style.customView != nil, "\(style.slug): custom view")
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }), "\(style.slug) shows")
        window.waitForFrames(3)
        let image = try WidgetSnapshot.writePNG(
          of: window.window, to: Artifacts.path("demo-gallery-\(style.slug).png"))
        XCTAssertFalse(image.statistics.isBlank, style.slug)
      }
      window.close()
    }
  }

  func testEachGalleryButtonOrTapDoesWhatItsStyleSays() throws {
    try onMain {
      let page = GalleryPage()
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-gallery-actions")
      let slot = page.table.placeholderSlot
      for (index, style) in page.styles.enumerated() {
        page.select(index)
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }), style.slug)
        window.waitForFrames(2)
        switch style.action {
        case .none:
          XCTAssertNil(style.content.visibleButton, "\(style.slug): a button that does nothing")
          XCTAssertFalse(style.content.behavior.tapAnywhereTriggersAction, style.slug)
        case .status(let text):
          try Self.press(slot, style)
          XCTAssertTrue(MainLoop.run(until: { page.status.text == text }), style.slug)
        case .addRows(let rows, let text):
          try Self.press(slot, style)
          XCTAssertTrue(MainLoop.run(until: { page.status.text == text }), style.slug)
          XCTAssertEqual(page.dataSource.rows, rows, style.slug)
          XCTAssertEqual(page.table.index.count, rows.count, style.slug)
          XCTAssertNil(slot.placeholder, "\(style.slug): rows arrived, the empty placeholder went")
        case .reconnect:
          try Self.press(slot, style)
          XCTAssertEqual(slot.placeholder?.title, "Reconnecting…", "\(style.slug): a tap retries")
          XCTAssertEqual(slot.placeholder?.showsSpinner, true)
          XCTAssertTrue(
            MainLoop.run(until: { slot.placeholder == style.content }), "\(style.slug): the error comes back")
        }
      }
      window.close()
    }
  }

  func testTheGalleryCustomViewsWorkInsideThePlaceholder() throws {
    try onMain {
      let page = GalleryPage()
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-gallery-custom")
      let slot = page.table.placeholderSlot
      let signIn = try XCTUnwrap(page.styles.firstIndex { $0.customView == .signIn })
      page.select(signIn)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      let form = try XCTUnwrap(slot.shownCustom)
      let entry = try XCTUnwrap(Self.descendants(of: form.gtkWidget, type: gtk_entry_get_type()).first)
      gtk_editable_set_text(gcast(entry), "  ada@example.org ")
      let signInButton = try XCTUnwrap(Self.descendants(of: form.gtkWidget, type: gtk_button_get_type()).first)
      XCTAssertNotEqual(gtk_widget_activate(signInButton), 0)
      XCTAssertTrue(MainLoop.run(until: { page.status.text.contains("ada@example.org…") }), page.status.text)

      let welcome = try XCTUnwrap(
        page.styles.firstIndex { $0.customView == .welcome })
      page.select(welcome)
      let checklist = try XCTUnwrap(slot.shownCustom)
      XCTAssertFalse(checklist === form, "each token has its own widget")
      let stepButtons = Self.descendants(of: checklist.gtkWidget, type: gtk_button_get_type())
      XCTAssertEqual(stepButtons.count, 3)
      XCTAssertNotEqual(gtk_widget_activate(stepButtons[1]), 0)  // "Add a task"
      XCTAssertTrue(MainLoop.run(until: { page.table.index.count == 1 }))
      XCTAssertNil(slot.placeholder, "the first task replaced the checklist")
      window.close()
    }
  }

  func testArrowKeysInTheStyleListChooseStylesAndEnterShowsTheChosenOneAgain() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let page = GalleryPage()
      let title = "demo-gallery-keys"
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: title)
      window.waitForFrames(3)
      let first = try XCTUnwrap(gtk_list_box_get_row_at_index(gcast(page.styleList.widget.gtkWidget), 0))
      XCTAssertNotEqual(gtk_widget_grab_focus(gcast(first)), 0)

      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(MainLoop.run(until: { page.chosenIndex == 1 }), "Down chose the second style")
      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(MainLoop.run(until: { page.chosenIndex == 2 }), "Down chose the third style")
      XCTAssertEqual(page.table.placeholderSlot.placeholder, page.styles[2].content)

      page.dataSource.rows = ["a row"]
      page.table.reloadData()
      XCTAssertNil(page.table.placeholderSlot.placeholder)
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { page.table.placeholderSlot.placeholder == page.styles[2].content }),
        "Enter showed the chosen style again")
      XCTAssertTrue(page.table.index.hasNoItems)
      window.close()
    }
  }

  // MARK: - Page States

  func testEveryPageStatesStateShowsTheExpectedItem() throws {
    try onMain {
      let page = PageStatesPage(network: Self.network())
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-page-states")
      let slot = page.table.placeholderSlot
      XCTAssertEqual(
        page.screenshotStates.map(\.name),
        ["loading", "network-error", "no-content", "custom", "own-widget", "removed"])
      for state in page.screenshotStates {
        state.show()
        switch state.name {
        case "loading":
          XCTAssertEqual(slot.placeholder?.title, "Loading…")
          XCTAssertEqual(slot.placeholder?.showsSpinner, false, "PageState's label item")
          XCTAssertEqual(slot.placeholder?.behavior.isTouchAllowed, false)
          XCTAssertTrue(page.table.index.hasNoItems)
        case "network-error":
          XCTAssertEqual(slot.placeholder?.title, PlaceholderContent.networkError().title)
          XCTAssertEqual(slot.placeholder?.behavior.tapAnywhereTriggersAction, true)
          XCTAssertEqual(slot.placeholder?.behavior.isScrollAllowed, false)
          XCTAssertEqual(slot.placeholder?.appearance.layout, .full(insets: EdgeInsets(all: 24)))
          XCTAssertEqual(page.table.index.count, PageStatesPage.rows.count, "forced over the rows")
        case "no-content":
          XCTAssertEqual(slot.placeholder?.title, PlaceholderContent.noContent().title)
          XCTAssertEqual(slot.placeholder?.behavior.isScrollAllowed, true)
          XCTAssertTrue(page.table.index.hasNoItems)
        case "own-widget":
          XCTAssertEqual(slot.placeholder?.customPlaceholderID, page.ownItem.id)
          XCTAssertEqual(page.table.index.count, PageStatesPage.rows.count)
        case "custom":
          XCTAssertEqual(slot.placeholder?.appearance.layout, .custom)
          XCTAssertEqual(slot.placeholder?.image, .icon("weather-clear-night-symbolic"))
          XCTAssertEqual(page.table.index.count, PageStatesPage.rows.count)
        default:
          XCTAssertNil(slot.placeholder)
          XCTAssertEqual(page.table.index.count, PageStatesPage.rows.count)
        }
        XCTAssertTrue(
          MainLoop.run(until: { slot.phase == (slot.placeholder == nil ? .hidden : .shown) }), "\(state.name) settles")
        window.waitForFrames(3)
        XCTAssertEqual(
          slot.scrollLock != nil, slot.placeholder.map { !$0.behavior.isScrollAllowed } ?? false,
          "\(state.name): scrolling")
        if state.name == "custom" {
          // Pinned to the bottom-right corner, 24 pixels in.
          let area = try XCTUnwrap(OverlayWindow.bounds(of: slot.widget, in: slot.widget))
          let placed = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.widget))
          XCTAssertEqual(placed.x + placed.width, area.width - 24)
          XCTAssertEqual(placed.y + placed.height, area.height - 24)
          XCTAssertLessThan(placed.width, area.width - 2 * 24, "at its natural size, not filling the list")
        }
        let image = try WidgetSnapshot.writePNG(
          of: window.window, to: Artifacts.path("demo-page-states-\(state.name).png"))
        XCTAssertFalse(image.statistics.isBlank, state.name)
      }
      window.close()
    }
  }

  func testAnItemWaitsWhileTheListHasRowsAndShowsWhenForcedOrEmpty() {
    onMain {
      let page = PageStatesPage(network: Self.network())
      let slot = page.table.placeholderSlot
      var settings = PageStatesPage.preset(.noContent)
      settings.hasRows = true
      settings.isForced = false
      page.show(settings)
      XCTAssertNil(slot.placeholder, "the list has rows: the item waits")
      XCTAssertTrue(page.stateLine.text.contains("waits"), page.stateLine.text)

      settings.isForced = true
      page.show(settings)
      XCTAssertEqual(slot.placeholder?.title, PlaceholderContent.noContent().title, "forced: over the rows")
      XCTAssertEqual(slot.placeholder?.behavior.isForcedDisplay, true)

      settings.isForced = false
      settings.hasRows = false
      page.show(settings)
      XCTAssertEqual(slot.placeholder?.title, PlaceholderContent.noContent().title, "an empty list shows it")
      XCTAssertTrue(page.stateLine.text.hasPrefix("Showing"), page.stateLine.text)
    }
  }

  func testLifecycleEventsArriveInOrderAndSwappingShownItemsFiresNone() {
    onMain {
      let page = PageStatesPage(network: Self.network())
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-page-states-events")
      let slot = page.table.placeholderSlot
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertEqual(page.events, [.willAppear, .didAppear])
      XCTAssertTrue(page.eventsLine.text.contains("will appear → did appear"), page.eventsLine.text)

      // From the loading item over an empty list to the custom one forced
      // over rows: shown all the way, so no events.
      page.show(PageStatesPage.preset(.custom))
      window.waitForFrames(5)
      XCTAssertEqual(page.events, [.willAppear, .didAppear])

      page.show(PageStatesPage.preset(.removed))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
      XCTAssertEqual(page.events, [.willAppear, .didAppear, .willDisappear, .didDisappear])

      // Without the fade it appears at once: both events now.
      var settings = PageStatesPage.preset(.noContent)
      settings.fadesIn = false
      page.show(settings)
      XCTAssertEqual(slot.phase, .shown)
      XCTAssertEqual(page.events.suffix(2), [.willAppear, .didAppear])
      XCTAssertTrue(page.eventsLine.text.hasPrefix("Events (6 so far)"), page.eventsLine.text)
      window.close()
    }
  }

  func testTappingTheNetworkErrorAnywhereRetriesThenLoadsTheRowsOrFailsAgain() {
    onMain {
      let network = Self.network()
      let page = PageStatesPage(network: network)
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-page-states-retry")
      let slot = page.table.placeholderSlot
      page.show(PageStatesPage.preset(.networkError))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))

      slot.tapped(x: 2, y: 2)
      XCTAssertEqual(page.settings.item, .loading)
      XCTAssertEqual(page.stateLine.text, "Retry tapped — loading…")
      XCTAssertTrue(MainLoop.run(until: { page.settings.item == .removed }), "the load succeeded")
      XCTAssertEqual(page.table.index.count, PageStatesPage.rows.count)
      XCTAssertNil(slot.placeholder)

      network.isOffline = true
      page.show(PageStatesPage.preset(.networkError))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      slot.tapped(x: 2, y: 2)
      XCTAssertTrue(MainLoop.run(until: { page.stateLine.text.hasPrefix("The retry failed") }))
      XCTAssertEqual(page.settings.item, .networkError)
      XCTAssertTrue(page.stateLine.text.contains("You are offline."), page.stateLine.text)

      // Touch off: the tap goes through to the list, nothing retries.
      gtk_switch_set_active(gcast(page.touchSwitch.toggle.gtkWidget), 0)
      XCTAssertFalse(page.settings.isTouchAllowed)
      XCTAssertEqual(gtk_widget_get_can_target(slot.root.gtkWidget), 0, "clicks pass through")
      slot.tapped(x: 2, y: 2)
      XCTAssertEqual(page.settings.item, .networkError, "no retry without touch")
      window.close()
    }
  }

  func testTheControlsChooseItemsWithTheirDefaultsAndTheSwitchesOverrideThem() {
    onMain {
      let page = PageStatesPage(network: Self.network())
      let slot = page.table.placeholderSlot
      let noContent = PageStatesPage.Item.noContent.rawValue
      page.itemButtons.buttons[noContent].isActive = true
      XCTAssertEqual(page.settings.item, .noContent)
      XCTAssertTrue(page.scrollSwitch.isOn, "no content lets the list scroll")
      XCTAssertTrue(page.touchSwitch.isOn)
      XCTAssertEqual(slot.placeholder?.behavior.isScrollAllowed, true)

      let networkError = PageStatesPage.Item.networkError.rawValue
      page.itemButtons.buttons[networkError].isActive = true
      XCTAssertFalse(page.scrollSwitch.isOn, "a network error blocks scrolling")
      XCTAssertEqual(slot.placeholder?.behavior.isScrollAllowed, false)

      gtk_switch_set_active(gcast(page.scrollSwitch.toggle.gtkWidget), 1)
      XCTAssertTrue(page.settings.isScrollAllowed, "the user's switch wins")
      XCTAssertEqual(slot.placeholder?.behavior.isScrollAllowed, true)

      let full = PageStatesPage.LayoutStyle.full.rawValue
      page.layoutButtons.buttons[full].isActive = true
      XCTAssertEqual(slot.placeholder?.appearance.layout, .full(insets: EdgeInsets(all: 24)))

      gtk_switch_set_active(gcast(page.fadeSwitch.toggle.gtkWidget), 0)
      XCTAssertEqual(slot.placeholder?.appearance.fade, Fade.none)

      let remove = PageStatesPage.Item.removed.rawValue
      page.itemButtons.buttons[remove].isActive = true
      XCTAssertNil(slot.placeholder)
      XCTAssertEqual(page.itemButtons.selectedIndex, remove)
    }
  }

  // MARK: - Helpers

  /// A network with no latency, no failures, online.
  @MainActor
  private static func network() -> SimulatedNetwork {
    SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false)
  }

  /// Presses a style's stock button, or taps the placeholder anywhere when
  /// it has none.
  @MainActor
  private static func press(_ slot: PlaceholderSlot, _ style: GalleryStyle) throws {
    if style.content.visibleButton != nil {
      XCTAssertTrue(slot.view.button.isVisible, style.slug)
      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0, style.slug)
    } else {
      XCTAssertTrue(style.content.behavior.tapAnywhereTriggersAction, style.slug)
      slot.tapped(x: 2, y: 2)
    }
  }

  /// The descendants of `widget` of a GType, depth first.
  @MainActor
  private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, type: GType)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    WidgetTree.descendants(of: widget, type: type)
  }

  private static func hasVerticalOffset(_ content: PlaceholderContent) -> Bool {
    if case .center(_, let y) = content.appearance.layout { return y != 0 }
    return false
  }

  private static func hasFullLayout(_ content: PlaceholderContent) -> Bool {
    if case .full(let insets) = content.appearance.layout { return insets != .zero }
    return false
  }

  private static func hasThemedBackground(_ content: PlaceholderContent) -> Bool {
    if case .themed = content.appearance.background { return true }
    return false
  }

  private static func hasColouredBackground(_ content: PlaceholderContent) -> Bool {
    if case .color = content.appearance.background { return true }
    return false
  }

  private static func hasMarkupDetail(_ content: PlaceholderContent) -> Bool {
    if case .markup? = content.detail { return true }
    return false
  }
}
