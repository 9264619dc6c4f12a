import PlaceholderCore

/// The keyboard shortcuts window (Ctrl+? or the main menu), described in
/// GtkBuilder XML with translated titles.
@MainActor
enum ShortcutsWindow {
  /// The groups of shortcuts: a title, then accelerators and what they do.
  /// (The translatable strings stay out of the XML literals, where xgettext
  /// can read them.)
  static var groups: [(title: String, shortcuts: [(accelerator: String, title: String)])] {
    [
      (
        translate("General"),
        [
          ("F5 <Control>r", translate("Refresh")),
          ("<Control>f", translate("Search")),
          ("<Control>e", translate("Fail the Next Load")),
          ("<Shift><Control>o", translate("Go Offline or Online")),
          ("<Control>question", translate("Keyboard Shortcuts")),
          ("<Control>q", translate("Quit")),
        ]
      ),
      (
        translate("Lists"),
        [
          ("Up Down", translate("Move between rows")),
          ("Return", translate("Open the selected row")),
          ("Tab", translate("Move to the next control")),
          ("space", translate("Press the focused button")),
        ]
      ),
    ]
  }

  static func xml() -> String {
    var groupsXML = ""
    for group in groups {
      var shortcutsXML = ""
      for shortcut in group.shortcuts {
        shortcutsXML += "<child><object class=\"GtkShortcutsShortcut\">"
        shortcutsXML += "<property name=\"accelerator\">\(escape(shortcut.accelerator))</property>"
        shortcutsXML += "<property name=\"title\">\(escape(shortcut.title))</property>"
        shortcutsXML += "</object></child>"
      }
      groupsXML += "<child><object class=\"GtkShortcutsGroup\">"
      groupsXML += "<property name=\"title\">\(escape(group.title))</property>\(shortcutsXML)</object></child>"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><interface>"
      + "<object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
      + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
      + groupsXML + "</object></child></object></interface>"
  }
}

/// `text` for XML, its special characters as entities.
private func escape(_ text: String) -> String { PlaceholderText.escapingMarkup(text) }
