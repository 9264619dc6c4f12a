import CGtk
import PlaceholderCore
import PlaceholderGtk

/// A placeholder over something that is not a list: an article whose load
/// fails the first time (PageState's slot on any view; AppPlaceholder's
/// web-view case). Retry loads it for real.
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
  private let loader: PageLoader<String>
  private var failsNextLoad = true

  init(network: SimulatedNetwork) {
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
    headerWidget = failButton
    loader = PageLoader(network: network) { ArticleText.body }
    Signals.connect(failButton.gtkWidget, "clicked") { [weak self] in
      self?.failsNextLoad = true
      self?.load()
    }
    loader.onChange = { [weak self] phase in self?.show(phase) }
    slot.onAction = { [weak self] in self?.load() }
    load()
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "failed") { [weak self] in
        self?.loader.cancel(showing: .failed(SimulatedNetwork.Failure.serverError))
      },
      ScreenshotState(name: "loading") { [weak self] in self?.show(.loading) },
      ScreenshotState(name: "loaded") { [weak self] in self?.loader.cancel(showing: .loaded(ArticleText.body)) },
    ]
  }

  func refresh() { load() }

  private func load() {
    if failsNextLoad {
      failsNextLoad = false
      // This page's own first load fails, whatever the network settings.
      loader.cancel(showing: .loading)
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: .milliseconds(400))
        self?.loader.cancel(showing: .failed(SimulatedNetwork.Failure.serverError))
      }
      return
    }
    loader.load()
  }

  private func show(_ phase: PageLoader<String>.Phase) {
    let buffer = gtk_text_view_get_buffer(gcast(textView.gtkWidget))
    switch phase {
    case .idle, .loading:
      slot.item = .loading(title: translate("Loading the article…"))
    case .loaded(let text):
      gtk_text_buffer_set_text(buffer, text, -1)
      slot.item = nil
    case .failed(let error):
      gtk_text_buffer_set_text(buffer, "", -1)
      slot.item = failurePlaceholder(error)
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
