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

  /// Installs the stylesheet for the whole display; once is enough.
  static func install() { styleSheet.install() }
}

/// A row of buttons under a page's summary.
@MainActor
func makeToolbar(_ buttons: [(String, @MainActor () -> Void)]) -> Box {
  let toolbar = Box(orientation: .horizontal, spacing: 6)
  toolbar.addCSSClass("demo-toolbar")
  for (title, action) in buttons {
    // A mnemonic button's accessible name is its label without the underscore.
    let button = Button(label: title, mnemonic: true)
    button.onClicked(action).store(on: button)
    toolbar.append(button)
  }
  return toolbar
}

/// A labelled switch for a page's toolbar.
@MainActor
func makeSwitch(_ title: String, isOn: Bool, _ changed: @escaping @MainActor (Bool) -> Void) -> Box {
  let row = Box(orientation: .horizontal, spacing: 6)
  let label = Label(title)
  row.append(label)
  let toggle = Switch(isOn: isOn)
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
