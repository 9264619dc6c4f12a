import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// The decisions that keep a search entry and a list's search in step.
@Suite("Search entry rules")
struct SearchEntryRulesTests {
  @Test func theQueryIsTheTextWithoutSurroundingSpaces() {
    #expect(SearchEntryRules.query(in: "  ada lovelace \n") == "ada lovelace")
    #expect(SearchEntryRules.query(in: "") == nil)
    #expect(SearchEntryRules.query(in: " \t ") == nil, "blank asks for no search")
  }

  @Test func theListIsAskedOnlyForASearchItDoesNotShowYet() {
    #expect(SearchEntryRules.input(for: "ada", listQuery: nil) == .search("ada"))
    #expect(SearchEntryRules.input(for: "ada", listQuery: "ada") == nil)
    #expect(SearchEntryRules.input(for: nil, listQuery: "ada") == .clearSearch)
    #expect(SearchEntryRules.input(for: nil, listQuery: nil) == nil)
  }

  @Test func theEntryEmptiesOnlyWhenTheListLeftItsSearchByItself() {
    #expect(SearchEntryRules.entryEmpties(listQuery: nil, entryQuery: "zzz", isSearchPending: false))
    #expect(!SearchEntryRules.entryEmpties(listQuery: nil, entryQuery: "zzz", isSearchPending: true), "still typing")
    #expect(!SearchEntryRules.entryEmpties(listQuery: "zzz", entryQuery: "zzz", isSearchPending: false))
    #expect(!SearchEntryRules.entryEmpties(listQuery: nil, entryQuery: nil, isSearchPending: false))
  }

  @Test func pinnedContentKeepsTheRowsShown() {
    var configuration = ListPlaceholderConfiguration()
    #expect(configuration.hidesRows(in: .loading))
    configuration.pinned = PlaceholderContent(title: "Maintenance")
    #expect(!configuration.hidesRows(in: .loading))
  }
}
