import Testing

@testable import PlaceholderCore

/// What a screen reader calls a list: the app's name, else "Items", never
/// the widget's class.
@Suite("List accessible names")
struct ListAccessibleNameTests {
  @Test func theAppsNameIsUsedTrimmed() {
    #expect(ListAccessibleName.name(appLabel: "  Inbox ") == "Inbox")
    #expect(!ListAccessibleName.isDefault(appLabel: "Inbox"))
  }

  @Test func noNameOrABlankOneGetsTheDefaultAndAWarning() {
    for label in [nil, "", "  \n"] as [String?] {
      #expect(ListAccessibleName.name(appLabel: label) == ListAccessibleName.defaultName)
      #expect(ListAccessibleName.isDefault(appLabel: label))
    }
    #expect(ListAccessibleName.defaultName == "Items")
    #expect(ListAccessibleName.warning.contains("accessibleLabel"))
  }
}
