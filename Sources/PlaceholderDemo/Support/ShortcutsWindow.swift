import PlaceholderCore

/// The keyboard shortcuts window (Ctrl+? or the main menu), described in
/// GtkBuilder XML with translated titles.
@MainActor
enum ShortcutsWindow {
  static func xml() -> String {
    func shortcut(_ accelerator: String, _ title: String) -> String {
      """
      <child><object class="GtkShortcutsShortcut">
        <property name="accelerator">\(accelerator)</property>
        <property name="title">\(escape(title))</property>
      </object></child>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkShortcutsWindow" id="shortcuts">
          <property name="modal">1</property>
          <child><object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <child><object class="GtkShortcutsGroup">
              <property name="title">\(escape(translate("General")))</property>
              \(shortcut("F5 &lt;Control&gt;r", translate("Refresh")))
              \(shortcut("&lt;Control&gt;f", translate("Search")))
              \(shortcut("&lt;Control&gt;question", translate("Keyboard Shortcuts")))
              \(shortcut("&lt;Control&gt;q", translate("Quit")))
            </object></child>
            <child><object class="GtkShortcutsGroup">
              <property name="title">\(escape(translate("Lists")))</property>
              \(shortcut("Up Down", translate("Move between rows")))
              \(shortcut("Return", translate("Open the selected row")))
              \(shortcut("Tab", translate("Move to the next control")))
              \(shortcut("space", translate("Press the focused button")))
            </object></child>
          </object></child>
        </object>
      </interface>
      """
  }

  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
