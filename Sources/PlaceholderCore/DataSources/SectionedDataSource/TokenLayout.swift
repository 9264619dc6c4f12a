/// Sections and items as identities only, with the ones reloaded marked.
struct TokenLayout: DiffSource {
  var sectionTokens: [Int] = []
  var itemTokens: [[Int]] = []
  var reloadedItems: Set<Int> = []
  var reloadedSections: Set<Int> = []

  var sectionCount: Int { sectionTokens.count }
  func sectionID(_ section: Int) -> Int { sectionTokens[section] }
  func itemCount(inSection section: Int) -> Int { itemTokens[section].count }
  func customPlaceholderID(_ section: Int, _ item: Int) -> Int { itemTokens[section][item] }
  func itemIsUnchanged(from old: TokenLayout, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool {
    !reloadedItems.contains(itemTokens[section][item])
  }
  func sectionIsUnchanged(from old: TokenLayout, _ oldSection: Int, to section: Int) -> Bool {
    !reloadedSections.contains(sectionTokens[section])
  }
}
