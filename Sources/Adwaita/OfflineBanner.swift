import GtkKit
import PlaceholderCore
import PlaceholderGtk

extension Adw.Banner {
  /// Says on this banner, instead of on the strip over the rows, that
  /// `list` shows what it loaded before while the system is not on the
  /// Internet ("Offline. Showing what was loaded before.", or the list's
  /// `offlineText`), as Fractal and GNOME Software say it under their
  /// header bars. The banner shows while the list has rows and the network
  /// is down, and hides when it is back; a list without rows says it in
  /// its placeholder instead. The banner watches one list, while both live.
  ///
  /// ```swift
  /// let networkBanner = Adw.Banner("")
  /// networkBanner.showOfflineNotice(of: news.table)
  /// ```
  public func showOfflineNotice<DataSource>(of list: ListAdapter<DataSource>) {
    offlineWatch?.list.showsOfflineStrip = true
    list.showsOfflineStrip = false
    offlineWatch = OfflineBannerWatch(banner: self, list: list)
  }
}

/// Keeps a banner in step with a list's offline notice.
@MainActor
final class OfflineBannerWatch {
  let list: any OfflineNoticeSource
  private var observations: [ObservationToken] = []

  init<DataSource>(banner: Adw.Banner, list: ListAdapter<DataSource>) {
    self.list = list
    let update = { [weak banner, weak list] in
      guard let banner, let list else { return }
      if let notice = list.offlineNotice { banner.title = notice }
      banner.isRevealed = list.offlineNotice != nil
    }
    observations.append(list.loads.observe { _ in update() })
    observations.append(list.loads.observeNetwork { _ in update() })
    update()
  }
}

/// A list whose offline strip a banner replaces.
@MainActor
protocol OfflineNoticeSource: AnyObject {
  var showsOfflineStrip: Bool { get set }
}

extension ListAdapter: OfflineNoticeSource {}
