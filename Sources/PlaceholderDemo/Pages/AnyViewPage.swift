import CGtk
import PlaceholderCore
import PlaceholderGtk

/// A placeholder over something that is not a list: an article whose load
/// fails the first time (PageState's slot on any view; AppPlaceholder's
/// web-view case). Retry loads it for real, through the same load
/// coordinator and placeholder policy the lists use.
@MainActor
final class AnyViewPage: DemoPage, HeaderActions {
  let id = "any-view"
  var title: String { translate("Any View") }
  var summary: String {
    translate("A placeholder over an article view, not a list. Its first load fails; Retry loads it again.")
  }
  let widget: Widget
  let headerWidget: Widget?
  private let slot: PlaceholderSlot
  private let textView: Widget
  private lazy var loads = LoadCoordinator { [weak self] in !(self?.hasArticle ?? false) }
  private var loadObservation: ObservationToken?
  private let network: SimulatedNetwork
  private var failsNextLoad = true
  private var hasArticle = false

  init(network: SimulatedNetwork) {
    self.network = network
    textView = Widget(taking: gtk_text_view_new())
    gtk_text_view_set_editable(gcast(textView.gtkWidget), 0)
    gtk_text_view_set_cursor_visible(gcast(textView.gtkWidget), 0)
    gtk_text_view_set_wrap_mode(gcast(textView.gtkWidget), GTK_WRAP_WORD_CHAR)
    textView.addCSSClass("demo-article")
    let scrolled = Widget(taking: gtk_scrolled_window_new())
    gtk_scrolled_window_set_child(gcast(scrolled.gtkWidget), textView.gtkWidget)
    gtk_widget_set_vexpand(scrolled.gtkWidget, 1)
    slot = PlaceholderSlot(content: scrolled)
    widget = slot.widget
    let failButton = Widget(taking: gtk_button_new_with_mnemonic(translate("_Fail Next Load")))
    AccessibleText.setLabel(failButton.gtkWidget, withoutMnemonic(translate("_Fail Next Load")))
    headerWidget = failButton
    loads.failureForError = demoLoadFailure
    loads.operation = { [weak self] _ in
      guard let self else { throw CancellationError() }
      return try await loadArticle()
    }
    loadObservation = loads.observe { [weak self] transition in self?.show(transition.state) }
    slot.onAction = { [weak self] in self?.loads.send(.retry) }
    Signals.connect(failButton.gtkWidget, "clicked") { [weak self] in
      self?.failsNextLoad = true
      self?.refresh()
    }
    loads.send(.beginLoad)
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "failed") { [weak self] in
        self?.setArticle(nil)
        self?.slot.item = .failed(message: SimulatedNetwork.Failure.serverError.description)
      },
      ScreenshotState(name: "loading") { [weak self] in
        self?.setArticle(nil)
        self?.slot.item = .loading(title: translate("Loading the article…"))
      },
      ScreenshotState(name: "loaded") { [weak self] in
        self?.setArticle(ArticleText.body)
        self?.slot.item = nil
      },
    ]
  }

  /// F5, or the header button: load the article again from scratch.
  func refresh() { loads.send(.beginLoad) }

  private func loadArticle() async throws -> LoadResult {
    if failsNextLoad {
      // This page's own first load fails, whatever the network settings.
      failsNextLoad = false
      try await Task.sleep(for: .milliseconds(max(network.latencyMilliseconds, 300)))
      throw SimulatedNetwork.Failure.serverError
    }
    let text = try await network.load { ArticleText.body }
    return LoadResult { [weak self] in self?.setArticle(text) }
  }

  private func setArticle(_ text: String?) {
    hasArticle = text != nil
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(gcast(textView.gtkWidget)), text ?? "", -1)
  }

  private func show(_ state: PageState) {
    if case .loading = state { setArticle(nil) }
    switch PlaceholderPolicy.placeholder(for: state) {
    case nil: slot.item = nil
    case .loading?: slot.item = .loading(title: translate("Loading the article…"))
    case let kind?: slot.item = PlaceholderContentProvider().content(for: kind)
    }
  }
}

/// The article the Any View page loads.
enum ArticleText {
  @MainActor static var body: String {
    [
      translate("Why empty states matter"),
      "",
      translate(
        "A list with nothing in it looks broken. A sentence that says why it is empty, and what to do next, turns a dead end into a way forward."
      ),
      "",
      translate(
        "The same holds for anything that loads: an article, a picture, a map. While it loads, say so. When it fails, say what happened and offer to try again. When there is simply nothing yet, say that too."
      ),
    ].joined(separator: "\n")
  }
}
