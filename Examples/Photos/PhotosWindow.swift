import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Photos window: a grid that loads the library page by page as it
/// scrolls, with a Retry in its footer when a page fails and "No more data"
/// after the last one.
@MainActor
final class PhotosWindow {
  let window: ApplicationWindow
  let photos = SectionedDataSource<Photo>(items: [])
  let grid: CollectionAdapter<SectionedDataSource<Photo>>
  private let service: PhotoService
  private var loadedPages = 0

  init(application: Application, service: PhotoService = PhotoService()) {
    self.service = service
    PhotoCell.style.install()
    window = ApplicationWindow(application: application, title: "Photos")
    window.setDefaultSize(width: 720, height: 560)
    window.titlebar = HeaderBar()

    grid = CollectionAdapter(dataSource: photos)
    grid.register(PhotoCell.init)
    grid.estimatedItemWidth = 140
    grid.accessibleLabel = "Photos"  // what a screen reader calls the grid
    grid.isLoadMoreEnabled = true  // ask for the next page near the end
    // A page that fails waits for the footer's Retry: no retry by itself.
    grid.loads.retryPolicy = .off
    grid.setLoadOperation { [weak self] request in
      guard let self else { throw CancellationError() }
      return try await load(request)
    }
    window.child = grid.widget
    grid.beginLoading()
  }

  /// Shows the window.
  func present() { window.present() }

  /// Fetches the page a request asks for: the first one for a first load or
  /// a refresh, the next one near the end of the grid.
  private func load(_ request: LoadRequest) async throws -> LoadResult {
    let index = request.kind == .nextPage ? loadedPages : 0
    let page = try await service.page(index)
    return LoadResult(hasMore: page.hasMore) { [weak self] in
      guard let self else { return }
      if index == 0 {
        photos.replaceSections(with: [.init(items: page.photos)])
      } else {
        photos.append(contentsOf: page.photos)
      }
      loadedPages = index + 1
    }
  }
}
