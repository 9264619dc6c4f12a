import GtkKit
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
  private let textView = TextView(isEditable: false)
  private lazy var loads = LoadCoordinator { [weak self] in !(self?.hasArticle ?? false) }
  private var loadObservation: ObservationToken?
  private let network: SimulatedNetwork
  private var failsNextLoad = true
  private var hasArticle = false
  private var connections: [SignalConnection] = []

  init(network: SimulatedNetwork) {
    self.network = network
    textView.showsCursor = false
    textView.wrapMode = .wordOrCharacter
    textView.widget.addCSSClass("demo-article")
    slot = PlaceholderSlot(content: ScrolledWindow(child: textView.widget))
    widget = slot.widget
    widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    let failButton = Button(label: translate("_Fail Next Load"), mnemonic: true)
    headerWidget = failButton
    loads.failureForError = demoLoadFailure
    network.drive(loads)
    loads.operation = { [weak self] _ in
      guard let self else { throw CancellationError() }
      return try await loadArticle()
    }
    loadObservation = loads.observe { [weak self] transition in self?.show(transition.state) }
    slot.actionHandler = { [weak self] in self?.loads.send(.retry) }
    failButton.onClicked { [weak self] in
      self?.failsNextLoad = true
      self?.refresh()
    }.store(in: &connections)
    loads.send(.beginLoad)
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "failed") { [weak self] in
        self?.setArticle(nil)
        self?.slot.placeholder = .failed(message: SimulatedNetwork.Failure.serverError.description)
      },
      ScreenshotState(name: "loading") { [weak self] in
        self?.setArticle(nil)
        self?.slot.placeholder = .loading(title: translate("Loading the article…"))
      },
      ScreenshotState(name: "loaded") { [weak self] in
        self?.setArticle(ArticleText.body)
        self?.slot.placeholder = nil
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
    textView.text = text ?? ""
  }

  private func show(_ state: PageState) {
    if case .loading = state { setArticle(nil) }
    switch PlaceholderPolicy.placeholder(for: state) {
    case nil: slot.placeholder = nil
    case .loading?: slot.placeholder = .loading(title: translate("Loading the article…"))
    case let kind?: slot.placeholder = PlaceholderContentProvider().content(for: kind)
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
