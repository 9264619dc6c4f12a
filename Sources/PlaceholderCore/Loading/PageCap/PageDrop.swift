/// Pages a memory cap lets go of (`ListAdapter.maxPages`): at which edge,
/// how many items, and how many pages they were.
package struct PageDrop: Hashable, Sendable {
  package var edge: PagingEdge
  package var items: Int
  package var pages: Int

  package init(edge: PagingEdge, items: Int, pages: Int) {
    self.edge = edge
    self.items = items
    self.pages = pages
  }
}
