import CGtk
import PlaceholderCore
import PlaceholderGtk

/// AppPlaceholder: a list with no placeholder set up still shows a sensible
/// one once its first load ends; an "online" switch changes between the
/// no-data and the no-network placeholders; tapping the placeholder reloads.
@MainActor
final class ZeroConfigPage: DemoPage {
  let id = "zero-config"
  var title: String { translate("Zero Configuration") }
  var summary: String {
    translate(
      "AppPlaceholder: this list sets up no placeholder at all, yet shows one when a load ends with nothing. Go offline for the no-network one; tap it to reload."
    )
  }
  let widget: Widget
  private let dataSource = CitiesDataSource()
  private let table: TableAdapter<CitiesDataSource>
  private let loader: PageLoader<Bool>
  private var serverHasRows = false
  private let network: SimulatedNetwork

  init(network: SimulatedNetwork) {
    self.network = network
    table = TableAdapter(dataSource: dataSource)
    dataSource.filter(by: "\u{0}")  // starts empty: the server has nothing yet
    loader = PageLoader(network: network) { false }
    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    let controls = Box(orientation: .horizontal, spacing: 18)
    controls.addCSSClass("demo-toolbar")
    controls.append(
      makeSwitch(translate("Show the placeholder before the first load"), isOn: false) { [weak self] on in
        self?.table.showsEmptyBeforeFirstLoad = on
      })
    controls.append(
      makeSwitch(translate("Online"), isOn: !network.isOffline) { [weak network] on in network?.isOffline = !on })
    controls.append(
      makeSwitch(translate("Server has rows"), isOn: false) { [weak self] on in self?.serverHasRows = on })
    box.append(controls)
    box.append(makeToolbar([(translate("_Reload"), { @MainActor [weak self] in self?.refresh() })]))
    box.append(table.widget)
    loader.produce = { [weak self] in self?.serverHasRows ?? false }
    loader.onChange = { [weak self] phase in self?.show(phase) }
    table.placeholderSlot.onAction = { [weak self] in self?.refresh() }
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "no-data") { [weak self] in self?.loader.cancel(showing: .loaded(false)) },
      ScreenshotState(name: "no-network") { [weak self] in
        self?.loader.cancel(showing: .failed(SimulatedNetwork.Failure.offline))
      },
    ]
  }

  func didAppear() {
    if case .idle = loader.phase { loader.load() }
  }

  func refresh() { loader.load() }

  private func show(_ phase: PageLoader<Bool>.Phase) {
    switch phase {
    case .idle, .loading:
      // No loading placeholder here: that is configuration, and this page
      // has none. Only the default "no content" appears, after the load.
      table.placeholderOverride = nil
    case .loaded(let hasRows):
      dataSource.filter(by: hasRows ? "" : "\u{0}")
      table.placeholderOverride = nil
      table.reloadData()
    case .failed:
      dataSource.filter(by: "\u{0}")
      table.placeholderOverride = .networkError(detail: translate("Tap anywhere to try again."))
      table.reloadData()
    }
  }
}
