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

  @Test func aChangeWaitsWhileTheLoadingPlaceholderIsHeldForItsMinimumTime() {
    let failed = PageState.failed(Self.failure)
    #expect(PlaceholderAnnouncement.showsAnEarlierState(.loading(), than: failed))
    #expect(PlaceholderAnnouncement.showsAnEarlierState(.loading(), than: .content(.canLoadMore)))
    #expect(!PlaceholderAnnouncement.showsAnEarlierState(.loading(), than: .loading))
    #expect(!PlaceholderAnnouncement.showsAnEarlierState(Self.failed, than: failed))
    #expect(!PlaceholderAnnouncement.showsAnEarlierState(nil, than: .content(.canLoadMore)))
  }

  @Test func aSearchWithoutResultsIsAnnouncedPolitely() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .loading, to: .noResults(query: "zebra"), showing: Self.noResults)
    #expect(announcement?.message == "\(Self.noResults.title ?? "")\n\(Self.noResults.detail?.text ?? "")")
    #expect(announcement?.priority == .medium)
  }

  @Test func aLoadOrARefreshStartingIsNotAnnouncedItsPlaceholderIs() {
    let quiet: [(PageState, PlaceholderContent?)] = [
      (.loading, .loading()), (.idle, nil), (.refreshing(over: .failed(Self.failure)), Self.failed),
      (.refreshing(over: .empty), .noContent()),
    ]
    for (state, content) in quiet {
      #expect(PlaceholderAnnouncement.forChange(from: .empty, to: state, showing: content) == nil, "\(state)")
    }
    let loading = PlaceholderAnnouncement.forLoadingShown(.loading())
    #expect(loading?.message == PlaceholderContent.loading().title)
    #expect(loading?.priority == .medium)
  }

  @Test func anEmptyListIsAnnouncedPolitelyButNotBeforeItsFirstLoad() {
    let empty = PlaceholderContent.noContent()
    let announcement = PlaceholderAnnouncement.forChange(from: .loading, to: .empty, showing: empty)
    #expect(announcement?.message == "\(empty.title ?? "")\n\(empty.detail?.text ?? "")")
    #expect(announcement?.priority == .medium)
    #expect(PlaceholderAnnouncement.forChange(from: .idle, to: .empty, showing: empty) == nil)
  }

  @Test func rowsArrivingAfterALoadSayHowManyTheAppsOwnEditsDoNot() {
    for old in [PageState.loading, .refreshing(over: .content(hasMore: true)), .content(.loadingMore)] {
      let announcement = PlaceholderAnnouncement.forChange(
        from: old, to: .content(.canLoadMore), showing: nil, itemCount: 20)
      #expect(announcement == PlaceholderAnnouncement(message: "20 items", priority: .medium), "\(old)")
    }
    #expect(PlaceholderAnnouncement.itemCountText(1) == "1 item")
    #expect(
      PlaceholderAnnouncement.forChange(from: .empty, to: .content(.noMoreData), showing: nil, itemCount: 1) == nil,
      "a row the app added says nothing: the user did it")
  }

  @Test func aRefreshThatFailedOverRowsSaysSoNotTheirCount() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .refreshing(over: .content(hasMore: true)), to: .content(.canLoadMore), showing: nil, itemCount: 60,
      refreshFailure: Self.failure)
    #expect(announcement == PlaceholderAnnouncement.forRefreshFailure(Self.failure))
  }

  @Test func theLastPageSaysNoMoreData() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .content(.loadingMore), to: .content(.noMoreData), showing: nil, itemCount: 60)
    #expect(announcement == PlaceholderAnnouncement(message: "No more data", priority: .medium))
  }

  @Test func aChangeTheFocusMovedWithIsNotAnnouncedTwice() {
    let moved = PlaceholderAnnouncement.forChange(
      from: .loading, to: .failed(Self.failure), showing: Self.failed, focusMoved: true)
    #expect(moved == nil, "the focus move speaks the group's title and the button's detail")
    let backToRows = PlaceholderAnnouncement.forChange(
      from: .loading, to: .content(.canLoadMore), showing: nil, itemCount: 20, focusMoved: true)
    #expect(backToRows == nil, "the focus back on a row speaks the list and its count")
    var alert = PlaceholderContent(title: "Sync stopped")
    alert.urgency = .alert
    #expect(PlaceholderAnnouncement.forItemChange(from: nil, to: alert, focusMoved: true) == nil)
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
