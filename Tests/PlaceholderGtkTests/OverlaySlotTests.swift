import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Showing and hiding a placeholder: the fade, the lifecycle events, and
/// swapping content while it shows.
final class OverlaySlotTests: GtkTestCase {
  func testShowsAndHidesWithItemAndFadesOpacityToOneAndBack() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      let before = RenderSummary(of: slot.widget)
      XCTAssertEqual(before.textNodes, 1, "only the content's label is drawn")

      slot.placeholder = PlaceholderContent(
        title: "Nothing here", appearance: PlaceholderAppearance(fade: Fade(durationMilliseconds: 400)))
      XCTAssertEqual(events, [.willAppear])
      XCTAssertEqual(slot.phase, .appearing)
      XCTAssertTrue(slot.isShowing)
      XCTAssertTrue(slot.root.isVisible)

      // While fading in, GTK draws the group through an opacity node
      // between 0 and 1; once it has appeared, at full opacity: no node, or
      // (GTK 4.24, on the transition's last frame) a node of opacity 1.
      var partial: [Double] = []
      XCTAssertTrue(
        MainLoop.run(
          until: {
            partial += RenderSummary(of: slot.widget).opacities.filter { $0 > 0 && $0 < 1 }
            return slot.phase == .shown
          }, timeoutSeconds: 10))
      XCTAssertFalse(partial.isEmpty, "the fade went through intermediate opacities")
      XCTAssertEqual(events, [.willAppear, .didAppear])
      let shown = RenderSummary(of: slot.widget)
      XCTAssertEqual(shown.opacities.filter { $0 < 1 }, [], "opacity reached 1 when didAppear came")
      XCTAssertEqual(shown.textNodes, 2, "content and title are drawn")

      slot.placeholder = nil
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear])
      XCTAssertEqual(slot.phase, .disappearing)
      XCTAssertFalse(slot.isShowing)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }, timeoutSeconds: 10))
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
      XCTAssertFalse(slot.root.isVisible)
      XCTAssertEqual(gtk_widget_get_mapped(slot.root.gtkWidget), 0)
      XCTAssertEqual(RenderSummary(of: slot.widget).textNodes, 1, "the placeholder is gone")
      fixture.window.close()
    }
  }

  func testEachEventFiresOncePerTransitionInOrderOverSeveralCycles() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      for cycle in 0..<3 {
        slot.placeholder = .noContent()
        slot.placeholder = .noContent()  // the same item again: nothing happens
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }), "cycle \(cycle) appeared")
        slot.placeholder = .networkError()  // a swap, not a transition
        slot.placeholder = nil
        slot.placeholder = nil
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }), "cycle \(cycle) disappeared")
      }
      let cycle: [PresentationEvent] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
      XCTAssertEqual(events, cycle + cycle + cycle)
      fixture.window.close()
    }
  }

  func testHidingDuringTheFadeInNeverReportsDidAppear() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = PlaceholderContent(title: "Loading")
      slot.placeholder = nil
      XCTAssertEqual(events, [.willAppear, .willDisappear])
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
      fixture.window.waitForFrames(5)
      XCTAssertEqual(events, [.willAppear, .willDisappear, .didDisappear])
      fixture.window.close()
    }
  }

  func testShowingAgainDuringTheFadeOutReversesIt() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = PlaceholderContent(title: "A")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      slot.placeholder = nil
      slot.placeholder = PlaceholderContent(title: "B")
      XCTAssertEqual(slot.phase, .appearing)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear])
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(slot.view.title.gtkWidget))), "B")
      XCTAssertTrue(slot.root.isVisible)
      fixture.window.close()
    }
  }

  func testSwappingContentWhileShownFiresNoEventsAndUpdatesTheWidgets() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = .loading(title: "Loading…")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertTrue(slot.view.spinner.isVisible)
      XCTAssertTrue(slot.root.hasCSSClass("loading"))
      slot.placeholder = .failed(message: "Server said no")
      XCTAssertEqual(events, [.willAppear, .didAppear])
      XCTAssertEqual(slot.phase, .shown)
      XCTAssertFalse(slot.view.spinner.isVisible)
      XCTAssertFalse(slot.root.hasCSSClass("loading"))
      XCTAssertTrue(slot.view.button.isVisible)
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(slot.view.detail.gtkWidget))), "Server said no")
      fixture.window.close()
    }
  }

  func testWithoutFadeOrAnimationsItAppearsAndDisappearsAtOnce() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }

      slot.placeholder = PlaceholderContent(title: "No fade", appearance: PlaceholderAppearance(fade: .none))
      XCTAssertEqual(events, [.willAppear, .didAppear])
      XCTAssertTrue(slot.root.hasCSSClass("no-fade"))
      fixture.window.waitForFrames(2)
      XCTAssertEqual(RenderSummary(of: slot.widget).opacities, [], "drawn opaque on the first frame")
      slot.placeholder = nil
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
      XCTAssertFalse(slot.root.isVisible)

      let settings = try XCTUnwrap(gtk_settings_get_default())
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: false)
      defer { Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: true) }
      events = []
      slot.placeholder = PlaceholderContent(title: "Animations off")  // fades by default
      XCTAssertEqual(events, [.willAppear, .didAppear])
      slot.placeholder = nil
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
      fixture.window.close()
    }
  }

  func testASlotNotOnScreenChangesAtOnce() throws {
    try onMain {
      let label = Widget(taking: try XCTUnwrap(gtk_label_new("content")))
      let slot = PlaceholderSlot(content: label)
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = .noContent()
      XCTAssertEqual(events, [.willAppear, .didAppear])
      XCTAssertEqual(slot.phase, .shown)
      slot.placeholder = nil
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }
  }

  func testClosingTheWindowDuringAFadeEndsIt() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = PlaceholderContent(
        title: "Going away", appearance: PlaceholderAppearance(fade: Fade(durationMilliseconds: 5000)))
      fixture.window.waitForFrames(2)
      XCTAssertEqual(slot.phase, .appearing)
      fixture.window.close()
      XCTAssertEqual(slot.phase, .shown)
      XCTAssertEqual(events, [.willAppear, .didAppear])
    }
  }

  func testAnEventHandlerCanChangeTheItem() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var events: [PresentationEvent] = []
      slot.eventHandler = { event in
        events.append(event)
        if event == .didAppear { slot.placeholder = nil }
      }
      slot.placeholder = .noContent()
      XCTAssertTrue(MainLoop.run(until: { events.last == .didDisappear }))
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
      XCTAssertEqual(slot.phase, .hidden)
      fixture.window.close()
    }
  }

  func testAFadeDurationOtherThanTheDefaultIsAnInstanceRule() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      XCTAssertEqual(
        PlaceholderStyles.instanceDeclarations(fadeMilliseconds: 250, background: .none), "",
        "the stylesheet already says 250 ms")
      XCTAssertEqual(
        PlaceholderStyles.instanceDeclarations(fadeMilliseconds: 600, background: .none),
        "transition-duration: 600ms; ")
      slot.defaultBackground = .none  // the fade alone
      slot.placeholder = PlaceholderContent(
        title: "Slow", appearance: PlaceholderAppearance(fade: Fade(durationMilliseconds: 600)))
      let look = try XCTUnwrap(slot.look, "a look class carries the rule")
      XCTAssertTrue(slot.root.hasCSSClass(look.className))
      XCTAssertEqual(look.declarations, "transition-duration: 600ms; ")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.close()
    }
  }

  func testLoadingShowsASpinningSpinnerAndTheImageAnimationIsACSSClass() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.placeholder = .loading()
      XCTAssertTrue(slot.view.spinner.isVisible)
      XCTAssertNotEqual(gtk_spinner_get_spinning(gcast(slot.view.spinner.gtkWidget)), 0)
      XCTAssertFalse(slot.view.image.isVisible, "the spinner takes the image's place")
      XCTAssertTrue(slot.root.hasCSSClass("loading"))

      slot.placeholder = PlaceholderContent(
        image: .icon("content-loading-symbolic"), imageAnimation: .spin, title: "Syncing")
      XCTAssertFalse(slot.view.spinner.isVisible)
      XCTAssertTrue(slot.view.image.hasCSSClass("placeholder-spin"))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      // The keyframes turn the icon: its drawing changes from frame to frame.
      let first = try WidgetSnapshot.render(slot.view.image)
      var turned = false
      XCTAssertTrue(
        MainLoop.run(
          until: {
            turned = (try? WidgetSnapshot.render(slot.view.image).differingFraction(from: first)) ?? 0 > 0.01
            return turned
          }, timeoutSeconds: 5))

      slot.placeholder = PlaceholderContent(
        image: .icon("content-loading-symbolic"), imageAnimation: .bounce, title: "Syncing")
      XCTAssertFalse(slot.view.image.hasCSSClass("placeholder-spin"))
      XCTAssertTrue(slot.view.image.hasCSSClass("placeholder-bounce"))
      slot.placeholder = nil
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
      XCTAssertEqual(gtk_spinner_get_spinning(gcast(slot.view.spinner.gtkWidget)), 0, "nothing spins when hidden")
      fixture.window.close()
    }
  }

  func testThePlaceholderWidgetsAreBuiltOnlyWhenOneFirstShows() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      // Drawn, but never asked for a placeholder: the group is empty.
      XCTAssertNil(slot.built)
      XCTAssertNil(gtk_widget_get_first_child(slot.root.gtkWidget))

      slot.placeholder = PlaceholderContent(title: "Nothing here", appearance: PlaceholderAppearance(fade: .none))
      let parts = try XCTUnwrap(slot.built)
      XCTAssertTrue(gtk_widget_get_parent(parts.scroller.gtkWidget) == slot.root.gtkWidget)
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(parts.view.title.gtkWidget))), "Nothing here")
      fixture.window.waitForFrames(2)
      XCTAssertEqual(RenderSummary(of: slot.widget).textNodes, 2, "content and title are drawn")

      // Hidden and shown again, it reuses what it built.
      slot.placeholder = nil
      slot.placeholder = PlaceholderContent(title: "Still nothing", appearance: PlaceholderAppearance(fade: .none))
      XCTAssertTrue(slot.built?.scroller === parts.scroller)
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(slot.view.title.gtkWidget))), "Still nothing")
      fixture.window.close()
    }
  }

  func testADroppedSlotReleasesItsWidgetsAndHandlers() throws {
    try onMain {
      // The first slot installs the stylesheet for the display, once, and
      // the default look's rule, which stays cached for reuse.
      PlaceholderSlot(content: Widget(taking: try XCTUnwrap(gtk_label_new("warm-up")))).placeholder = .networkError()
      MainLoop.drain()
      let references = ObjectReference.liveCount
      let closures = Signals.liveClosureCount
      do {
        let list = try EmptyList()
        let slot = PlaceholderSlot(content: list.scrolled)
        let custom = Widget(taking: try XCTUnwrap(gtk_label_new("custom")))
        let locked = CustomPlaceholder(
          content: PlaceholderContent(title: "Locked", behavior: PlaceholderBehavior(isScrollAllowed: false)),
          widget: custom)
        let window = OverlayWindow(child: slot.widget)
        window.waitForFrames(2)
        slot.placeholder = locked.content
        slot.placeholder = .networkError()
        window.waitForFrames(2)
        window.close()
      }
      MainLoop.drain()
      XCTAssertEqual(ObjectReference.liveCount, references)
      XCTAssertEqual(Signals.liveClosureCount, closures)
    }
  }
}

/// A window with a slot over a label, drawn and ready.
@MainActor
struct SlotFixture {
  let slot: PlaceholderSlot
  let window: OverlayWindow

  init(content: Widget? = nil, width: Int32 = 480, height: Int32 = 400) throws {
    let content = try content ?? Widget(taking: XCTUnwrap(gtk_label_new("content")))
    slot = PlaceholderSlot(content: content)
    window = OverlayWindow(child: slot.widget, width: width, height: height)
    window.waitForFrames(3)
  }
}
