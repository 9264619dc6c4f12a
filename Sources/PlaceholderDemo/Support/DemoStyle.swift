import CGtk
import PlaceholderGtk

/// The demo's own stylesheet: swatches and tags in the collection page.
/// Interface colours come from the theme; only the swatches' colours are
/// content.
@MainActor
enum DemoStyle {
  private static var installed = false

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

  static func install() {
    guard !installed, let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(display, gcast(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
    installed = true
  }
}

/// A row of buttons under a page's summary.
@MainActor
func makeToolbar(_ buttons: [(String, @MainActor () -> Void)]) -> Box {
  let toolbar = Box(orientation: .horizontal, spacing: 6)
  toolbar.addCSSClass("demo-toolbar")
  for (title, action) in buttons {
    guard let button = gtk_button_new_with_mnemonic(title) else { continue }
    // GTK 4.8 names a mnemonic button by its raw label and its text ("_Reload
    // Reload"): name it once, without the underscore.
    AccessibleText.setLabel(button, withoutMnemonic(title))
    Signals.connect(button, "clicked", action)
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
  if let toggle = gtk_switch_new() {
    gtk_switch_set_active(gcast(toggle), isOn ? 1 : 0)
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
    AccessibleText.setLabel(toggle, title)
    Signals.connectPointer(toggle, "notify::active") { _ in changed(gtk_switch_get_active(gcast(toggle)) != 0) }
    row.append(toggle)
  }
  return row
}

/// A label without its mnemonic underscores: "_Reload" → "Reload".
func withoutMnemonic(_ title: String) -> String {
  var result = ""
  var previousWasUnderscore = false
  for character in title {
    if character == "_" && !previousWasUnderscore {
      previousWasUnderscore = true
      continue
    }
    previousWasUnderscore = false
    result.append(character)
  }
  return result
}

/// A page's status line: dim, left-aligned text under the content.
@MainActor
func makeStatusLine(_ text: String) -> Label {
  let status = Label(text)
  status.xAlign = 0
  status.wraps = true
  status.setMargins(12)
  status.addCSSClass("dim-label")
  return status
}
