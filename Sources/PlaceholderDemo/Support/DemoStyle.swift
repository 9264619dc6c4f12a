import GtkKit
import PlaceholderGtk

/// The demo's own stylesheet: swatches and tags in the collection page.
/// Interface colours come from the theme; only the swatches' colours are
/// content.
@MainActor
enum DemoStyle {
  static let css = """
    .demo-swatch { min-width: 64px; min-height: 48px; border-radius: 8px; }
    .demo-swatch.red { background: #e01b24; }
    .demo-swatch.orange { background: #ff7800; }
    .demo-swatch.yellow { background: #f6d32d; }
    .demo-swatch.green { background: #33d17a; }
    .demo-swatch.blue { background: #3584e4; }
    .demo-swatch.purple { background: #9141ac; }
    .demo-tag { padding: 4px 12px; border-radius: 999px; background: alpha(currentColor, 0.08); }
    .demo-photo { padding: 8px; border-radius: 12px; background: alpha(currentColor, 0.05); }
    .demo-toolbar { padding: 6px 12px; }
    .demo-article { padding: 24px; }
    """

  private static let styleSheet = StyleSheet(css: css)

  /// The height a page's list keeps however short the window: a window
  /// shorter than the page scrolls the page instead (a phone's 294 pixels).
  static let listMinimumHeight = 180

  /// Installs the stylesheet for the whole display; once is enough.
  static func install() { styleSheet.install() }
}

/// A row of buttons under a page's summary, wrapping onto more lines on a
/// narrow window.
@MainActor
func makeToolbar(_ buttons: [(String, @MainActor () -> Void)]) -> Box {
  let toolbar = WrapBox(spacing: 6)
  toolbar.widget.addCSSClass("demo-toolbar")
  for (title, action) in buttons {
    // A mnemonic button's accessible name is its label without the underscore.
    let button = Button(label: title, mnemonic: true)
    button.onClicked(action).store(on: button)
    toolbar.append(button)
  }
  return toolbar.widget
}

/// A row of a page's controls (switches, checks, linked buttons), wrapping
/// onto more lines on a narrow window.
@MainActor
func makeControlRow(spacing: Int, _ children: [Widget] = []) -> Box {
  let row = WrapBox(spacing: spacing)
  row.widget.addCSSClass("demo-toolbar")
  for child in children { row.append(child) }
  return row.widget
}

/// A labelled switch for a page's toolbar.
@MainActor
func makeSwitch(_ title: String, isOn: Bool, _ changed: @escaping @MainActor (Bool) -> Void) -> Box {
  let row = Box(orientation: .horizontal, spacing: 6)
  let label = Label(title)
  // A long title wraps rather than widen a phone's page, and keeps to one
  // line where there is room.
  label.wraps = true
  label.maxWidthCharacters = 60
  label.xAlign = 0
  row.append(label)
  let toggle = Switch(isOn: isOn)
  toggle.verticalAlignment = .center
  toggle.setAccessibleLabel(title)
  toggle.onToggled(changed).store(on: toggle)
  row.append(toggle)
  return row
}

/// A page's status line: dim, left-aligned text under the content.
@MainActor
func makeStatusLine(_ text: String) -> Label {
  let status = Label(text)
  status.xAlign = 0
  status.wraps = true
  status.setMargins(12)
  status.addStyle(.dimLabel)
  return status
}
