import PlaceholderCore
import Testing

/// Which placeholder changes are announced to screen readers, and with what.
@Suite("Placeholder announcements")
struct PlaceholderAnnouncementTests {
  static let failure = LoadFailure.network("The server is down")
  static let failed = PlaceholderContent.networkError(detail: "The server is down")
  static let noResults = PlaceholderContent.noResults(query: "zebra")

  @Test func aFailedFirstLoadIsAnnouncedAtOnceWithTitleAndDetail() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .loading, to: .failed(Self.failure), showing: Self.failed)
    #expect(announcement?.message == "\(Self.failed.title ?? "")\nThe server is down")
    #expect(announcement?.priority == .high)
  }

  @Test func aSearchWithoutResultsIsAnnouncedPolitely() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .loading, to: .noResults(query: "zebra"), showing: Self.noResults)
    #expect(announcement?.message == "\(Self.noResults.title ?? "")\n\(Self.noResults.detail?.text ?? "")")
    #expect(announcement?.priority == .medium)
  }

  @Test func quietStatesAreNeverAnnounced() {
    let quiet: [(PageState, PlaceholderContent?)] = [
      (.empty, .noContent()), (.loading, .loading()), (.idle, nil), (.content(.canLoadMore), nil),
      (.refreshing(over: .failed(Self.failure)), Self.failed), (.refreshing(over: .empty), .noContent()),
    ]
    for (state, content) in quiet {
      #expect(PlaceholderAnnouncement.forChange(from: .loading, to: state, showing: content) == nil, "\(state)")
    }
  }

  @Test func anUnchangedStateIsNotAnnouncedAgain() {
    let state = PageState.failed(Self.failure)
    #expect(PlaceholderAnnouncement.forChange(from: state, to: state, showing: Self.failed) == nil)
  }

  @Test func aRefreshThatFailsAgainIsAnnounced() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .refreshing(over: .failed(Self.failure)), to: .failed(Self.failure), showing: Self.failed)
    #expect(announcement != nil)
  }

  @Test func aVetoedOrWordlessPlaceholderSaysNothing() {
    let state = PageState.failed(Self.failure)
    #expect(PlaceholderAnnouncement.forChange(from: .loading, to: state, showing: nil) == nil)
    let pictureOnly = PlaceholderContent(image: .icon("dialog-error-symbolic"), title: "", detail: .plain(""))
    #expect(PlaceholderAnnouncement.forChange(from: .loading, to: state, showing: pictureOnly) == nil)
  }

  @Test func theTextIsWhatTheAppsOwnContentShows() {
    let own = PlaceholderContent(title: "Offline")
    let announcement = PlaceholderAnnouncement.forChange(
      from: .loading, to: .failed(Self.failure), showing: own)
    #expect(announcement?.message == "Offline")
  }

  @Test func markupIsSpokenAsItsWords() {
    #expect(PlaceholderAnnouncement.spokenText(.markup("Try <b>again</b> &amp; wait &#8230;")) == "Try again & wait …")
    #expect(PlaceholderAnnouncement.spokenText(.markup("a &#x41; b")) == "a A b")
    #expect(PlaceholderAnnouncement.spokenText(.plain("<b>literal</b>")) == "<b>literal</b>")
    #expect(PlaceholderAnnouncement.spokenText(.markup("broken <b")) == "broken <b", "shown literally, said literally")
    #expect(PlaceholderAnnouncement.spokenText(.markup("odd &nbsp; entity")) == "odd &nbsp; entity")
  }
}
