import GtkKit
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
  private var serverHasRows = false
  private let network: SimulatedNetwork

  init(network: SimulatedNetwork) {
    self.network = network
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Messages")
    dataSource.filter(by: "\u{0}")  // starts empty: the server has nothing yet
    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    let controls = makeControlRow(spacing: 18)
    controls.append(
      makeSwitch(translate("Show the placeholder before the first load"), isOn: false) { [weak self] on in
        self?.table.placeholders.options.showsEmptyBeforeFirstLoad = on
      })
    controls.append(
      makeSwitch(translate("Online"), isOn: !network.isOffline) { [weak network] on in network?.isOffline = !on })
    controls.append(
      makeSwitch(translate("Server has rows"), isOn: false) { [weak self] on in self?.serverHasRows = on })
    box.append(controls)
    box.append(makeToolbar([(translate("_Reload"), { @MainActor [weak self] in self?.refresh() })]))
    box.append(table.widget)
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    // The one thing set up: where data comes from. No placeholder is.
    table.loads.failureForError = demoLoadFailure
    network.drive(table)
    table.setLoadOperation { [weak self, weak network] _ in
      guard let self, let network else { throw CancellationError() }
      let hasRows = serverHasRows
      try await network.load {}
      return LoadResult { [weak self] in self?.dataSource.filter(by: hasRows ? "" : "\u{0}") }
    }
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "no-data") { [weak self] in
        self?.dataSource.filter(by: "\u{0}")
        self?.table.placeholders.pinned = nil
        self?.table.reloadData()
      },
      ScreenshotState(name: "no-network") { [weak self] in
        self?.table.placeholders.pinned = .networkError()
      },
    ]
  }

  func didAppear() {
    if table.loads.state == .idle, table.loads.currentRequest == nil { table.beginLoading() }
  }

  /// F5, Reload, or a tap on the placeholder: load again.
  func refresh() { table.beginLoading() }
}
