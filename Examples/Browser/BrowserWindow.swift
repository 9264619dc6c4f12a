import GtkKit
import PlaceholderCore
import PlaceholderWebKit

/// The Browser window: a web page under a header bar with Back, Forward
/// and Reload. The page's placeholder says what went wrong when a page
/// cannot be shown (no network, a server that cannot be reached, "Not
/// Found (404)", a certificate not to trust, a page that stopped), and
/// Retry or Reload brings it back.
@MainActor
final class BrowserWindow {
  let window: ApplicationWindow
  /// The page, with its placeholder.
  let page = WebPageView()
  let back = Button(iconName: "go-previous-symbolic", accessibleLabel: "Back")
  let forward = Button(iconName: "go-next-symbolic", accessibleLabel: "Forward")
  let reload = Button(iconName: "view-refresh-symbolic", accessibleLabel: "Reload")
  private var connections: [SignalConnection] = []

  init(application: Application, address: String) {
    window = ApplicationWindow(application: application, title: "Browser")
    window.setDefaultSize(width: 800, height: 600)
    let header = HeaderBar()
    header.packStart(back)
    header.packStart(forward)
    header.packStart(reload)
    window.titlebar = header
    window.child = page.widget
    connections.append(back.onClicked { [weak self] in self?.page.goBack() })
    connections.append(forward.onClicked { [weak self] in self?.page.goForward() })
    connections.append(reload.onClicked { [weak self] in self?.page.reload() })
    // Back and Forward follow the page shown; the title is the page's.
    page.pageDidChange = { [weak self] in self?.pageChanged() }
    pageChanged()
    page.load(address)
  }

  /// Shows the window.
  func present() { window.present() }

  private func pageChanged() {
    back.isSensitive = page.canGoBack
    forward.isSensitive = page.canGoForward
    window.title = page.title ?? "Browser"
  }
}
