import Adwaita
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// `--compare`: our stock placeholder (left) beside a real AdwStatusPage
/// (right) with the same icon, title, description and button, to check that
/// the stock layout looks like libadwaita's.
@MainActor
final class StatusPageComparison {
  /// What both sides show: the failed-load preset.
  static let content = PlaceholderContent.networkError()

  /// The window with both sides.
  let window: Adw.ApplicationWindow
  /// Our side: the placeholder over an empty box.
  let ours = PlaceholderSlot(content: Box(orientation: .vertical))
  /// libadwaita's side.
  let statusPage: Adw.StatusPage
  /// The status page's button, styled as GNOME apps style it.
  let button: Button

  /// A window of `application` with both sides.
  init(application: Application) {
    let content = Self.content
    ours.placeholder = content
    button = Button(label: content.visibleButton?.title ?? "")
    button.addCSSClass("pill")
    button.addCSSClass("suggested-action")
    button.horizontalAlignment = .center
    var iconName: String?
    if case .icon(let name) = content.image { iconName = name }
    statusPage = Adw.StatusPage(
      iconName: iconName, title: content.visibleTitle ?? "",
      description: content.visibleDetail?.text ?? "", child: button)
    let sides = Box(orientation: .horizontal)
    sides.isHomogeneous = true
    sides.append(Self.captioned(ours.widget, "Placeholders"))
    sides.append(Self.captioned(statusPage, "AdwStatusPage"))
    window = Adw.ApplicationWindow(application: application, title: "Placeholder · AdwStatusPage")
    window.setDefaultSize(width: 960, height: 520)
    window.child = Adw.ToolbarView(top: [Adw.HeaderBar()], content: sides)
  }

  /// `side` under a small caption that names it.
  private static func captioned(_ side: Widget, _ caption: String) -> Widget {
    let label = Label(caption)
    label.addStyle(.dimLabel)
    label.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    side.expandsVertically = true
    side.expandsHorizontally = true
    return Box(orientation: .vertical, children: [label, side])
  }
}
