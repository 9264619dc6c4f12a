import GtkKit
import PlaceholderCore

/// The strip over a list's rows while the system is not on the Internet:
/// an icon and "Offline. Showing what was loaded before." (or the app's
/// words), so that the rows stay and the user knows they may be old
/// (`NetworkRules.offlineNotice` decides). Built the first time it shows,
/// so a list that never goes offline, or loads nothing, never lays it out.
@MainActor
final class OfflineStrip {
  /// Whether the strip shows at all; off when the app says it elsewhere
  /// (a libadwaita banner).
  var isEnabled = true {
    didSet { update() }
  }
  /// The app's words, instead of the standard ones.
  var appText: String? {
    didSet { update() }
  }
  /// What the strip says now; nil while it is hidden.
  private(set) var shownText: String?
  /// Whether the list loads (an operation, or a delegate to ask): the
  /// rows of one that does not were not loaded, and never show the strip.
  private var canLoad = false

  private let loads: LoadCoordinator
  /// Where the strip goes, above the rows.
  private let strips: ListStrips
  /// The widget the announcements are made near.
  private let announcingWidget: Widget
  private var built: (revealer: Revealer, label: Label)?

  init(loads: LoadCoordinator, strips: ListStrips, announcingWidget: Widget) {
    self.loads = loads
    self.strips = strips
    self.announcingWidget = announcingWidget
  }

  /// The network, the load state or whether the list loads changed:
  /// shows, changes or hides the strip, as the core decides.
  func update(canLoad: Bool) {
    self.canLoad = canLoad
    update()
  }

  /// A screen reader hears the notice when it appears, wherever it shows
  /// (here, or on the app's banner).
  private func update() {
    let text = NetworkRules.offlineNotice(
      status: loads.networkStatus, state: loads.state, canLoad: canLoad, appText: appText)
    if let text, noticeText == nil {
      Announcer.announce(PlaceholderAnnouncement(message: text, priority: .medium), for: announcingWidget)
    }
    noticeText = text
    let wanted = isEnabled ? text : nil
    guard wanted != shownText else { return }
    shownText = wanted
    guard let wanted else {
      built?.revealer.revealsChild = false
      return
    }
    let strip = built ?? build()
    strip.label.text = wanted
    strip.revealer.revealsChild = true
  }

  /// The notice now, shown here or not.
  private var noticeText: String?

  /// The strip's text, for tests: what it shows while revealed.
  var visibleText: String? { built?.revealer.revealsChild == true ? built?.label.text : nil }

  private func build() -> (revealer: Revealer, label: Label) {
    let row = Box(orientation: .horizontal, spacing: 8)
    ListStyle.install(.offlineStrip, for: row)
    row.addLibraryCSSClass("placeholders-offline-strip")
    let icon = Image.decorative()
    icon.iconName = "network-offline-symbolic"
    let label = Label()
    label.wraps = true
    label.horizontalAlignment = .start
    row.append(icon)
    row.append(label)
    let revealer = Revealer(child: row)
    revealer.transitionMilliseconds = 200
    strips.addAtBottom(revealer)
    built = (revealer, label)
    return (revealer, label)
  }
}
