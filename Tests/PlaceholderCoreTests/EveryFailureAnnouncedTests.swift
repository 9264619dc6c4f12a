import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// Every failure reaches a screen reader: a standalone slot's failure by
/// its content's urgency, a failed page, a refresh that failed over rows.
@Suite("Every failure announced")
struct EveryFailureAnnouncedTests {
  static let failure = LoadFailure.network("The server is down")

  @Test func thePresetsSayHowUrgentTheyAre() {
    #expect(PlaceholderContent.failed().urgency == .alert)
    #expect(PlaceholderContent.networkError().urgency == .alert)
    #expect(PlaceholderContent.noResults(query: "q").urgency == .polite)
    #expect(PlaceholderContent.loading().urgency == .quiet)
    #expect(PlaceholderContent.noContent().urgency == .quiet)
    #expect(PlaceholderContent(title: "Mine").urgency == .quiet)
  }

  @Test func aStandaloneSlotAnnouncesByTheNewContentsUrgency() {
    let failed = PlaceholderContent.failed(message: "Disk full")
    let alert = PlaceholderAnnouncement.forItemChange(from: .loading(), to: failed)
    #expect(alert == PlaceholderAnnouncement(message: "\(failed.title ?? "")\nDisk full", priority: .high))
    let polite = PlaceholderAnnouncement.forItemChange(from: nil, to: .noResults(query: "zebra"))
    #expect(polite?.priority == .medium)
    #expect(PlaceholderAnnouncement.forItemChange(from: failed, to: .loading()) == nil, "loading is quiet")
    #expect(PlaceholderAnnouncement.forItemChange(from: failed, to: nil) == nil, "hiding says nothing")
    #expect(PlaceholderAnnouncement.forItemChange(from: failed, to: failed) == nil, "unchanged")
    var own = PlaceholderContent(title: "Sync stopped")
    #expect(PlaceholderAnnouncement.forItemChange(from: nil, to: own) == nil)
    own.urgency = .alert
    #expect(PlaceholderAnnouncement.forItemChange(from: nil, to: own)?.message == "Sync stopped")
  }

  @Test func aFailedPageIsAnnouncedWithItsFootersWords() {
    let announcement = PlaceholderAnnouncement.forChange(
      from: .content(.loadingMore), to: .content(.loadMoreFailed(Self.failure)), showing: nil)
    #expect(announcement == PlaceholderAnnouncement(message: "The server is down", priority: .high))
    let wordless = PlaceholderAnnouncement.forChange(
      from: .content(.loadingMore), to: .content(.loadMoreFailed(.network(""))), showing: nil)
    #expect(wordless?.message == PagingFooter.failed(.network("")).label, "the footer's own words")
    #expect(
      PlaceholderAnnouncement.forChange(
        from: .content(.loadingMore), to: .content(.canLoadMore), showing: nil, itemCount: 40)?.message
        == "40 items", "a page that came says how many items there are now")
  }

  @Test func aRefreshThatFailedOverRowsIsAnnouncedAsTheIndicatorSaysIt() {
    let announcement = PlaceholderAnnouncement.forRefreshFailure(Self.failure)
    #expect(announcement.priority == .high)
    #expect(announcement.message == Self.failure.refreshFailedText)
    #expect(announcement.message.contains("The server is down"))
  }
}

/// Busy without motion: the sign a loading placeholder shows.
@Suite("Busy sign")
struct PlaceholderBusySignTests {
  @Test func aSpinnerWithAnimationsAndAStillIconWithout() {
    #expect(PlaceholderBusySign.forContent(.loading(), animationsEnabled: true) == .spinner)
    #expect(
      PlaceholderBusySign.forContent(.loading(), animationsEnabled: false)
        == .stillIcon(PlaceholderBusySign.stillIconName))
    #expect(PlaceholderBusySign.forContent(.noContent(), animationsEnabled: false) == .none)
  }
}
