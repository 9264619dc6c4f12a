import CGtk
import PlaceholderCore
import XCTest

@testable import ContactsExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Contacts on a real display: a sectioned table whose empty
/// section shows its own placeholder until a colleague is added, and whose
/// selection is reported with its index path.
final class ContactsExampleTests: ExampleTestCase {
  private let applicationID = "io.github.placeholders.examples.Tests.Contacts"

  func testTheWindowShowsTheFriendsAndTheEmptySectionsPlaceholder() throws {
    try runApplication(id: applicationID) { app in
      let contacts = ContactsWindow(application: app)
      contacts.present()
      defer { contacts.window.destroy() }

      XCTAssertTrue(pump(until: { visibleTexts(in: contacts.window).contains("No colleagues yet") }))
      let texts = visibleTexts(in: contacts.window)
      XCTAssertEqual(contacts.window.title, "Contacts")
      for text in ["Friends", "Ada Lovelace", "ada@example.org", "Katherine Johnson", "Colleagues"] {
        XCTAssertTrue(texts.contains(text), "\(text) shows: \(texts)")
      }
      XCTAssertTrue(texts.contains("Colleagues you add show up here."))
      XCTAssertNotNil(visibleButton("Add Colleague", in: contacts.window), "the header bar's button")
      XCTAssertFalse(
        contacts.contacts.table.placeholderSlot.isShowing,
        "the table has rows: only the section's placeholder shows, not the table's")
    }
  }

  func testSelectingAContactReportsItsIndexPath() throws {
    try runApplication(id: applicationID) { app in
      let contacts = ContactsWindow(application: app)
      contacts.present()
      defer { contacts.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: contacts.window).contains("Alan Turing") }))
      XCTAssertEqual(contacts.status.text, "Select a contact")

      // Row 0 is the Friends header; row 2 is the second friend.
      contacts.contacts.table.focus(position: 2)
      XCTAssertTrue(pump(until: { contacts.status.text == "Alan Turing selected at [0, 1]" }), contacts.status.text)
      XCTAssertEqual(contacts.contacts.table.selectedIndexPath, IndexPath(section: 0, item: 1))
      XCTAssertTrue(visibleTexts(in: contacts.window).contains("Alan Turing selected at [0, 1]"))
    }
  }

  func testAddingAColleagueReplacesTheSectionsPlaceholder() throws {
    try runApplication(id: applicationID) { app in
      let contacts = ContactsWindow(application: app)
      contacts.present()
      defer { contacts.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: contacts.window).contains("No colleagues yet") }))

      let add = try XCTUnwrap(visibleButton("Add Colleague", in: contacts.window))
      click(add)
      XCTAssertTrue(
        pump(until: {
          let texts = visibleTexts(in: contacts.window)
          return texts.contains("Edsger Dijkstra") && !texts.contains("No colleagues yet")
        }), "the new colleague's row replaces the placeholder: \(visibleTexts(in: contacts.window))")
      XCTAssertEqual(contacts.contacts.dataSource.sections[1].items.map(\.name), ["Edsger Dijkstra"])

      // Selecting the new row reports its index path in the second section:
      // header, four friends, header, colleague.
      contacts.contacts.table.focus(position: 6)
      XCTAssertTrue(pump(until: { contacts.status.text == "Edsger Dijkstra selected at [1, 0]" }), contacts.status.text)

      // Every colleague added, the button is greyed out.
      for _ in 1..<Contact.colleagues.count { contacts.addColleague() }
      XCTAssertEqual(contacts.contacts.dataSource.sections[1].items.count, Contact.colleagues.count)
      XCTAssertNil(visibleButton("Add Colleague", in: contacts.window), "nobody is left to add")
    }
  }

  func testTheSearchShowsTheMatchingContactsInTheBackgroundAndEndsWithEveryone() throws {
    try runApplication(id: applicationID) { app in
      let contacts = ContactsWindow(application: app)
      contacts.present()
      defer { contacts.window.destroy() }
      let table = contacts.contacts.table
      let source = contacts.contacts.dataSource
      XCTAssertTrue(pump(until: { visibleTexts(in: contacts.window).contains("Alan Turing") }))

      contacts.search.text = "al"
      Signals.emit(contacts.search.gtkWidget, "activate")  // Enter searches at once
      XCTAssertTrue(pump(until: { !table.loads.isAwaitingLocalSearch && table.loads.state == .content(.noMoreData) }))
      XCTAssertEqual(source.sections.map { $0.items.map(\.name) }, [["Alan Turing"]], "only sections with a match")
      XCTAssertTrue(pump(until: { !visibleTexts(in: contacts.window).contains("Ada Lovelace") }))

      // A colleague added during the search is kept for when it ends; the
      // search decides whether it shows (Edsger Dijkstra has no "al").
      contacts.addColleague()
      XCTAssertTrue(pump(until: { !table.loads.isAwaitingLocalSearch && source.pendingReplacement == nil }))
      XCTAssertEqual(source.sections.map { $0.items.map(\.name) }, [["Alan Turing"]])

      contacts.search.text = "zzz"
      Signals.emit(contacts.search.gtkWidget, "activate")
      XCTAssertTrue(pump(until: { table.loads.state == .noResults(query: "zzz") }))
      XCTAssertTrue(pump(until: { table.placeholderSlot.isShowing }), "the list's No Results placeholder")
      XCTAssertEqual(source.sections.count, 0, "no section header stays behind the placeholder")

      Signals.emit(contacts.search.gtkWidget, "stop-search")  // Escape
      XCTAssertTrue(pump(until: { table.loads.state == .content(.noMoreData) && !table.placeholderSlot.isShowing }))
      XCTAssertEqual(source.sections[0].items, Contact.friends)
      XCTAssertEqual(source.sections[1].items.map(\.name), ["Edsger Dijkstra"], "everyone, the new colleague too")
    }
  }
}
