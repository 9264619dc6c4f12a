import PlaceholderCore
import Testing

@Suite("Table styles")
struct TableStyleTests {
  @Test func thePlainStyleGivesRowsNoClasses() {
    let section = SectionShape(itemCount: 3, hasHeader: true)
    for item in 0..<3 {
      #expect(TableStyle.plain.rowClasses(of: FlatRow(section: 0, kind: .item, item: item), in: section).isEmpty)
    }
    #expect(TableStyle.plain.listClass == nil)
    #expect(TableStyle.grouped.listClass == "placeholders-grouped")
  }

  @Test func groupedRowsAreBoxedWithTheEndsRounded() {
    let section = SectionShape(itemCount: 3)
    let positions = (0..<3).map {
      TableStyle.grouped.groupedPosition(of: FlatRow(section: 0, kind: .item, item: $0), in: section)
    }
    #expect(positions == [.first, .middle, .last])
    #expect(
      TableStyle.grouped.rowClasses(of: FlatRow(section: 0, kind: .item, item: 0), in: section)
        == ["placeholders-boxed-row", "placeholders-boxed-first"])
    #expect(
      TableStyle.grouped.rowClasses(of: FlatRow(section: 0, kind: .item, item: 1), in: section)
        == ["placeholders-boxed-row"])
    #expect(
      TableStyle.grouped.rowClasses(of: FlatRow(section: 0, kind: .item, item: 2), in: section)
        == ["placeholders-boxed-row", "placeholders-boxed-last"])
  }

  @Test func aSectionOfOneRowIsRoundedAtBothEnds() {
    let row = FlatRow(section: 4, kind: .item, item: 0)
    let section = SectionShape(itemCount: 1)
    #expect(TableStyle.grouped.groupedPosition(of: row, in: section) == .only)
    #expect(Set(TableStyle.grouped.rowClasses(of: row, in: section)) == Set(TableStyle.rowClasses))
  }

  @Test func headersFootersAndSectionPlaceholdersStayOutsideTheBoxes() {
    let section = SectionShape(itemCount: 0, hasHeader: true, hasFooter: true, hasEmptyPlaceholder: true)
    for kind in [RowKind.header, .footer, .sectionPlaceholder] {
      #expect(TableStyle.grouped.groupedPosition(of: FlatRow(section: 0, kind: kind), in: section) == nil)
    }
  }

  @Test func anItemPastTheSectionsEndIsTheLastNotACrash() {
    // A stale row (the section shrank) still gets an answer.
    let section = SectionShape(itemCount: 2)
    #expect(TableStyle.grouped.groupedPosition(of: FlatRow(section: 0, kind: .item, item: 5), in: section) == .last)
    #expect(
      TableStyle.grouped.groupedPosition(of: FlatRow(section: 0, kind: .item, item: 0), in: SectionShape(itemCount: 0))
        == nil)
  }
}

@Suite("Section supplement kinds")
struct SupplementKindTests {
  @Test func aSupplementIsOfTheDefaultKindUnlessItSaysOtherwise() {
    #expect(SectionSupplement(title: "A").kind == .default)
    #expect(SectionSupplement(kind: "banner").kind == SupplementKindID("banner"))
    #expect(SectionSupplement(kind: "banner").title.isEmpty)
  }

  @Test func aRegisteredKindGetsItsViewAndTheDefaultKindTheStandardOne() {
    #expect(SupplementViewChoice.choose(for: "banner", isRegistered: true) == .registered("banner"))
    #expect(SupplementViewChoice.choose(for: .default, isRegistered: false) == .standard)
    #expect(
      SupplementViewChoice.choose(for: .default, isRegistered: true) == .registered(.default),
      "registering the default kind replaces the library's view everywhere")
  }

  @Test func anUnregisteredNamedKindFallsBackToTheStandardViewAndSaysSo() {
    #expect(SupplementViewChoice.choose(for: "typo", isRegistered: false) == .unregistered("typo"))
  }
}

@Suite("Colours")
struct ColorTests {
  @Test func componentsInRangeMakeAColour() throws {
    let color = try Color(red: 0.2, green: 0.5, blue: 1, alpha: 0.5)
    #expect(color.red == 0.2)
    #expect(color.alpha == 0.5)
    #expect(try Color(red: 0, green: 0, blue: 0).alpha == 1, "opaque unless said")
    #expect(color.description == "#3380ff80")
  }

  @Test(arguments: [-0.1, 1.01, Double.nan, Double.infinity, -Double.infinity])
  func aComponentOutOfRangeThrowsATypedError(_ value: Double) {
    #expect(throws: ColorError.self) { try Color(red: value, green: 0, blue: 0) }
    #expect(throws: ColorError.self) { try Color(red: 0, green: 0, blue: 0, alpha: value) }
    do {
      _ = try Color(red: 0, green: value, blue: 0)
      Issue.record("accepted \(value)")
    } catch {
      guard case .componentOutOfRange(let component, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(component == "green", "the error names the component")
    }
  }

  @Test func hexInEveryCSSLengthParses() throws {
    #expect(try Color(hex: "#3584e4") == Color(red: 0x35 / 255, green: 0x84 / 255, blue: 0xe4 / 255))
    #expect(try Color(hex: "3584E4").description == "#3584e4ff", "no # and upper case are fine")
    #expect(try Color(hex: "#fff") == Color(red: 1, green: 1, blue: 1))
    #expect(try Color(hex: "#f008").description == "#ff000088")
    #expect(try Color(hex: "#11223344").alpha == Double(0x44) / 255)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#gggggg", "red", "#3584e4 ", "##3584e4", "#٣٥٨٤٤٤"])
  func malformedHexThrows(_ text: String) {
    #expect(throws: ColorError.invalidHex(text)) { try Color(hex: text) }
  }

  @Test func errorsSayWhatWasWrong() {
    #expect(
      ColorError.componentOutOfRange(component: "alpha", value: 2).description
        == "colour component alpha must be a number from 0 to 1, got 2.0")
    #expect(ColorError.invalidHex("red").description.contains("'red' is not a hex colour"))
  }
}
