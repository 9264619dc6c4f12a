import GtkKit
import PlaceholderCore
import XCTest

@testable import PlaceholderWebKit

/// Whether WebKit can show a page on this machine at all: its page process
/// runs in a bubblewrap sandbox, which some containers forbid. The web
/// tests skip with that reason there, and only there: the probe loads
/// `about:blank` once per test run.
@MainActor
enum WebKitProbe {
  private static var verdict: String??

  /// Skips the test when WebKit cannot show a page here.
  static func requireOrSkip() throws {
    if verdict == nil { verdict = .some(probe()) }
    if case .some(.some(let reason)) = verdict { throw XCTSkip(reason) }
  }

  /// Nil when a page showed; else why not.
  private static func probe() -> String? {
    let page = WebPageView(ephemeral: true)
    let window = Window(title: "webkit-probe")
    window.child = page.widget
    window.present()
    defer { window.destroy() }
    page.load("about:blank")
    let shown = MainLoop.run(until: { page.loads.state.showsRows || page.pageProblem != nil }, timeoutSeconds: 30)
    if shown, page.pageProblem == nil { return nil }
    return "WebKit could not show a page here (\(page.pageProblem.map { "\($0)" } ?? "no answer in 30 s")): its page"
      + " process runs in a bubblewrap sandbox, which needs user namespaces"
  }
}
