import GtkKit

/// The header bar's parts that follow the window's width. Wide: the page's
/// buttons at the start, Refresh at the end, the app's title. Narrow, on a
/// page: a back button and the page's title, Refresh and the page's button
/// in the main menu (a phone's header bar has no room for them, and keeps
/// it for the title). Narrow, on the list: the app's title, and nothing that
/// acts on a page out of sight.
@MainActor
final class NavigationHeader {
  /// Refresh (F5), at the header bar's end.
  let refreshButton: Button
  /// Back to the list of pages (Alt+Left), on a narrow window's page.
  let backButton: Button
  /// The page's title, in the header bar of a narrow window's page.
  let pageTitle = Label()
  private let header: HeaderBar
  private let pageActions: Widget
  let mainMenu: MainMenu

  /// Packs the back button and the page's buttons at the start of `header`;
  /// the caller packs `refreshButton` at the end.
  init(header: HeaderBar, pageActions: Widget, mainMenu: MainMenu) {
    self.header = header
    self.pageActions = pageActions
    self.mainMenu = mainMenu
    backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: translate("Back"))
    backButton.tooltip = translate("Back (Alt+Left)")
    backButton.actionName = "win.back"
    backButton.isVisible = false
    refreshButton = Button(iconName: "view-refresh-symbolic", accessibleLabel: translate("Refresh"))
    refreshButton.tooltip = translate("Refresh (F5)")
    refreshButton.actionName = "win.refresh"
    pageTitle.addCSSClass("title")
    pageTitle.ellipsizes = true
    header.packStart(backButton)
    header.packStart(pageActions)
  }

  /// Shows what suits the split's mode and pane, for `page`.
  func update(split: SplitView, page: any DemoPage) {
    let onPage = split.showsBackButton
    backButton.isVisible = onPage
    pageActions.isVisible = !split.isNarrow
    refreshButton.isVisible = !split.isNarrow
    pageTitle.text = page.title
    if onPage {
      if header.titleWidget == nil { header.titleWidget = pageTitle }
    } else if header.titleWidget != nil {
      header.titleWidget = nil
    }
    mainMenu.showPageSection(onPage, actionLabel: Self.pageButton(of: page)?.label)
  }

  /// The button a page puts in the header bar, if any.
  static func pageButton(of page: any DemoPage) -> Button? {
    (page as? any HeaderActions)?.headerWidget as? Button
  }
}
