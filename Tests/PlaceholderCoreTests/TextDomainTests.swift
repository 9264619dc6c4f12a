import Testing

@testable import PlaceholderCore

@Suite("Text domains")
struct TextDomainTests {
  @Test("format fills %@ in order and %N$@ by position")
  func formatFillsSlots() {
    #expect(TextDomain.format("No results for “%@”", "cats") == "No results for “cats”")
    #expect(TextDomain.format("%2$@ before %1$@", "a", "b") == "b before a")
    #expect(TextDomain.format("100%% done, %@", "ok") == "100% done, ok")
  }

  @Test("format leaves a slot empty when its value is missing, never traps")
  func formatWithMissingValues() {
    #expect(TextDomain.format("[%@]") == "[]")
    #expect(TextDomain.format("[%1$@]") == "[]")
    #expect(TextDomain.format("[%3$@]", "a") == "[]")
    #expect(TextDomain.format("[%0$@]", "a") == "[]")
  }

  @Test("an untranslated message comes back unchanged, in any domain")
  func untranslatedMessageIsItself() {
    let domain = TextDomain("org.example.NoSuchCatalog")
    #expect(domain.translate("Contacts") == "Contacts")
    #expect(domain.translate("%@ photo", plural: "%@ photos", count: 1) == "%@ photo")
    #expect(domain.translate("%@ photo", plural: "%@ photos", count: 3) == "%@ photos")
  }

  @Test("the library's strings live in the placeholders domain")
  func libraryDomain() {
    #expect(TextDomain.placeholders.name == "placeholders")
    #expect(TextDomain("a") != TextDomain("b"))
  }
}
