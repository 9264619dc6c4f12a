internal import CGtk

/// What an entry's text is, so that on-screen keyboards and input methods
/// can offer the right keys.
public enum InputPurpose: Sendable {
  /// Any text.
  case freeForm
  /// An email address.
  case email
  /// A web address.
  case url
  /// A phone number.
  case phone
  /// A number.
  case number
  /// A person's name.
  case name

  var gtk: GtkInputPurpose {
    switch self {
    case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
    case .email: GTK_INPUT_PURPOSE_EMAIL
    case .url: GTK_INPUT_PURPOSE_URL
    case .phone: GTK_INPUT_PURPOSE_PHONE
    case .number: GTK_INPUT_PURPOSE_NUMBER
    case .name: GTK_INPUT_PURPOSE_NAME
    }
  }

  init(_ purpose: GtkInputPurpose) {
    switch purpose {
    case GTK_INPUT_PURPOSE_EMAIL: self = .email
    case GTK_INPUT_PURPOSE_URL: self = .url
    case GTK_INPUT_PURPOSE_PHONE: self = .phone
    case GTK_INPUT_PURPOSE_NUMBER: self = .number
    case GTK_INPUT_PURPOSE_NAME: self = .name
    default: self = .freeForm
    }
  }
}

extension Entry {
  /// What the text is (default: any text).
  public var inputPurpose: InputPurpose {
    get { InputPurpose(gtk_entry_get_input_purpose(gcast(gtkWidget))) }
    set { gtk_entry_set_input_purpose(gcast(gtkWidget), newValue.gtk) }
  }
}
