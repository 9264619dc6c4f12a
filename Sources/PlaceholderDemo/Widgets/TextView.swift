import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkTextView: the Any View page's article text; placeholders and rows show
// labels, and no example edits text.

/// A GtkTextView: several lines of text, to read or to edit. Put it in a
/// ``ScrolledWindow`` when the text can be longer than the space it has.
@MainActor
final class TextView {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// How lines longer than the view break.
  enum WrapMode: Sendable {
    /// They do not: the view scrolls sideways.
    case none
    /// Between any two characters.
    case character
    /// Between words.
    case word
    /// Between words, and between characters in a word too long for a line.
    case wordOrCharacter

    var gtk: GtkWrapMode {
      switch self {
      case .none: GTK_WRAP_NONE
      case .character: GTK_WRAP_CHAR
      case .word: GTK_WRAP_WORD
      case .wordOrCharacter: GTK_WRAP_WORD_CHAR
      }
    }

    init(_ mode: GtkWrapMode) {
      switch mode {
      case GTK_WRAP_CHAR: self = .character
      case GTK_WRAP_WORD: self = .word
      case GTK_WRAP_WORD_CHAR: self = .wordOrCharacter
      default: self = .none
      }
    }
  }

  /// A view showing `text`, editable unless told otherwise.
  init(text: String = "", isEditable: Bool = true) {
    widget = Widget.adopting(gtk_text_view_new())
    if !text.isEmpty { self.text = text }
    self.isEditable = isEditable
  }

  private var view: UnsafeMutablePointer<GtkTextView> { widget.cPointer() }

  /// All the text, as plain text. Setting it replaces the whole text.
  /// O(length).
  var text: String {
    get {
      guard let buffer = gtk_text_view_get_buffer(view) else { return "" }
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
      defer { g_free(characters) }
      return String(cString: characters)
    }
    set { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), newValue, -1) }
  }

  /// Whether the user can change the text.
  /// A read-only view lets Tab move on instead of typing a tab, so the
  /// keyboard can leave it.
  var isEditable: Bool {
    get { gtk_text_view_get_editable(view) != 0 }
    set {
      gtk_text_view_set_editable(view, newValue ? 1 : 0)
      gtk_text_view_set_accepts_tab(view, newValue ? 1 : 0)
    }
  }

  /// Whether the text cursor shows. A read-only view usually hides it.
  var showsCursor: Bool {
    get { gtk_text_view_get_cursor_visible(view) != 0 }
    set { gtk_text_view_set_cursor_visible(view, newValue ? 1 : 0) }
  }

  /// How long lines break (default: they do not).
  var wrapMode: WrapMode {
    get { WrapMode(gtk_text_view_get_wrap_mode(view)) }
    set { gtk_text_view_set_wrap_mode(view, newValue.gtk) }
  }
}
