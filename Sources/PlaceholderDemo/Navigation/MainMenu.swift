import GtkKit

/// The main menu: on a narrow window's page, Refresh and the page's own
/// action first (a phone's header bar has no room for their buttons), then
/// the style, then help and Quit.
@MainActor
final class MainMenu {
  /// The whole menu, for the menu button.
  let menu: Menu
  /// Refresh and the page's action, or nothing.
  private let pageSection = Menu()

  init() {
    let style = Menu()
    style.append(translate("_Dark Style"), action: "win.dark-style")
    let help = Menu()
    help.append(translate("_Keyboard Shortcuts"), action: "win.show-help-overlay")
    help.append(translate("_About Placeholders"), action: "win.about")
    help.append(translate("_Quit"), action: "app.quit")
    menu = Menu(sections: [pageSection, style, help])
  }

  /// Shows the page's section or not; `actionLabel` names the page's own
  /// action (a mnemonic label, as its button's), nil for a page without.
  func showPageSection(_ shows: Bool, actionLabel: String?) {
    pageSection.removeAll()
    guard shows else { return }
    pageSection.append(translate("_Refresh"), action: "win.refresh")
    if let actionLabel { pageSection.append(actionLabel, action: "win.page-action") }
  }
}
