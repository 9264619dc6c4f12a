import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Files window: one folder's folders and files, read from disk in
/// batches, kept up to date while it is shown, with the folder's path in the
/// header bar.
@MainActor
package final class FilesWindow {
  package let window: ApplicationWindow
  package let contents = FolderContents()
  let files: TableController<SectionedDataSource<FileEntry>>
  /// The folder shown, as given.
  private(set) var path: String
  private let title = Label()
  private var watch: FolderWatch?
  /// The batches after the first, read while the table already shows rows.
  private var remaining: Task<Void, Never>?
  /// Why reading the rest of the folder failed, shown by the next load.
  private var failureWhileReading: (any Error)?

  package init(application: Application, path: String) {
    self.path = path
    files = TableController(dataSource: contents.dataSource)
    window = ApplicationWindow(application: application, title: "Files")
    window.setDefaultSize(width: 480, height: 600)
    let header = HeaderBar()
    header.titleWidget = title
    window.titlebar = header

    files.table.register(FileCell.init)
    files.table.accessibleLabel = "Folder contents"
    files.table.placeholders.content.empty = PlaceholderContent(
      image: .icon("folder-symbolic"), title: "Folder Is Empty",
      detail: .plain("Files you put in this folder show up here."))
    // The first batch is the load: until it arrives the table shows its
    // loading placeholder, never an empty one. A failure shows GIO's own
    // message with Retry, which reads the folder again.
    files.table.setLoadOperation { [weak self] _ in
      guard let self else { return LoadResult {} }
      return try await self.readFirstBatch()
    }
    title.text = SafeText.forDisplay(path)
    window.child = files.widget
    files.table.beginLoading()
  }

  /// Shows the window.
  package func present() { window.present() }

  /// Shows another folder. A listing still running for the old one is
  /// cancelled, and nothing it read later appears.
  func show(path newPath: String) {
    path = newPath
    title.text = SafeText.forDisplay(newPath)
    files.table.restartLoading()
  }

  /// Starts reading the folder and watching it; returns once the first
  /// batch is in the table (or the folder turned out empty).
  private func readFirstBatch() async throws -> LoadResult {
    remaining?.cancel()
    remaining = nil
    isReading = false
    watch = nil
    contents.reset()
    // Shown once, with Retry; Retry reads the folder again.
    if let failure = failureWhileReading {
      failureWhileReading = nil
      throw failure
    }
    let folder = Folder(path: path)
    var batches = folder.entries().makeAsyncIterator()
    let first = try await batches.next(isolation: #isolation)
    // A newer load (another folder, Retry) cancelled this one: its rows
    // must not appear.
    try Task.checkCancellation()
    // Watch before the rest is read, so that nothing changed meanwhile is
    // missed; the contents drop what arrives twice. A folder gone by now
    // fails the load with GIO's message.
    let watch = try folder.watch { [weak self] change in self?.contents.apply(change) }
    watch.folderGoneHandler = { [weak self] in self?.folderWent() }
    self.watch = watch
    contents.add(first ?? [])
    if first != nil { readRemaining(batches) }
    return LoadResult {}
  }

  /// Reads the batches after the first into the table, until the folder is
  /// read or another listing replaces this one.
  private func readRemaining(_ batches: FolderListing.Iterator) {
    var batches = batches
    isReading = true
    remaining = Task { [weak self] in
      do {
        while let batch = try await batches.next(isolation: #isolation), !Task.isCancelled {
          self?.contents.add(batch)
        }
        if !Task.isCancelled { self?.isReading = false }
      } catch {
        guard !Task.isCancelled else { return }
        self?.readingFailed(error)
      }
    }
  }

  /// The rest of the folder could not be read: the rows shown are not the
  /// folder, so they go, and the failure shows GIO's message with Retry.
  private func readingFailed(_ error: any Error) {
    failureWhileReading = error
    startOver()
  }

  /// The folder itself was deleted, renamed or replaced while shown: read
  /// what is at its path now, which shows GIO's message with Retry when
  /// nothing (or a file) is.
  private func folderWent() { startOver() }

  private func startOver() {
    remaining?.cancel()
    remaining = nil
    isReading = false
    watch = nil
    contents.reset()
    files.table.restartLoading()
  }

  /// Whether the rest of the folder is still being read.
  package private(set) var isReading = false
}
