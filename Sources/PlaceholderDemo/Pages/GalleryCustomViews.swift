import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A custom placeholder view: its widget, and the handlers of the buttons
/// and entries in it, connected while the view is kept.
@MainActor
final class GalleryCustomView {
  /// The view's column of widgets.
  let widget: Box
  /// The handlers of its controls.
  var connections: [SignalConnection] = []

  init(widget: Box) { self.widget = widget }
}

/// The gallery's custom placeholder views (DZNEmptyDataSet's `customView`),
/// built from ordinary widgets and registered with the list's placeholder
/// slot by token: a "Sign in" form and a "Welcome" checklist. Their own
/// buttons and entries work; a click on them is theirs, never a tap on the
/// placeholder.
@MainActor
enum GalleryCustomViews {
  /// A sign-in form: avatar, title, email and password entries, a Sign In
  /// button and a "Create an account" link. `onSignIn` gets the email
  /// address as typed (Enter in either entry signs in too).
  static func signInForm(
    onSignIn: @escaping @MainActor (String) -> Void, onCreateAccount: @escaping @MainActor () -> Void
  ) -> GalleryCustomView {
    let view = GalleryCustomView(widget: column())
    let form = view.widget
    let avatar = Image(iconName: "avatar-default-symbolic")
    avatar.addCSSClass("gallery-avatar")
    avatar.horizontalAlignment = .center
    form.append(avatar)
    form.append(heading(translate("Sign in to sync")))
    form.append(dimLine(translate("Your lists follow you to every device.")))

    let email = Entry(placeholderText: translate("Email address"))
    email.inputPurpose = .email
    email.setAccessibleLabel(translate("Email address"))
    form.append(email)

    let password = PasswordEntry(placeholderText: translate("Password"), showsPeekIcon: true)
    password.setAccessibleLabel(translate("Password"))
    form.append(password)

    let signIn = { @MainActor in onSignIn(email.text) }
    let button = Button(label: translate("_Sign In"), mnemonic: true)
    button.addStyle(.suggestedAction)
    button.addStyle(.pill)
    button.horizontalAlignment = .center
    button.setMargins(top: 6, bottom: 0, start: 0, end: 0)
    button.onClicked(signIn).store(in: &view.connections)
    form.append(button)
    email.onActivate(signIn).store(in: &view.connections)
    password.onActivate(signIn).store(in: &view.connections)
    let link = Button(label: translate("Create an account"))
    link.addCSSClass("link")
    link.setAccessibleLabel(translate("Create an account"))
    link.horizontalAlignment = .center
    link.onClicked(onCreateAccount).store(in: &view.connections)
    form.append(link)
    return view
  }

  /// A getting-started checklist: a heading and three numbered steps, each
  /// with its own button; `onStep` gets the step's index (0, 1 or 2).
  static func welcomeChecklist(onStep: @escaping @MainActor (Int) -> Void) -> GalleryCustomView {
    let view = GalleryCustomView(widget: column())
    view.widget.append(heading(translate("Welcome to Tasks")))
    view.widget.append(dimLine(translate("Three steps to your first list.")))
    let steps = [
      (translate("Create a list"), translate("Groceries, Work, Someday…"), translate("Create")),
      (translate("Add a task"), translate("Type it in and press Enter."), translate("Add")),
      (translate("Invite someone"), translate("Share a list to plan together."), translate("Invite")),
    ]
    for (index, (title, hint, action)) in steps.enumerated() {
      let row = stepRow(number: index + 1, title: title, hint: hint, action: action)
      row.button.onClicked { onStep(index) }.store(in: &view.connections)
      view.widget.append(row.box)
    }
    return view
  }

  /// Lets `view` take the whole area it is given (tinted, so the area
  /// shows) or sit centred at its natural size.
  static func setFills(_ view: GalleryCustomView, _ fills: Bool) {
    view.widget.horizontalAlignment = fills ? .fill : .center
    view.widget.verticalAlignment = fills ? .fill : .center
    fills ? view.widget.addCSSClass("gallery-form-filled") : view.widget.removeCSSClass("gallery-form-filled")
  }

  // MARK: - Parts

  private static func column() -> Box {
    let box = Box(orientation: .vertical, spacing: 10)
    box.addCSSClass("gallery-form")
    box.horizontalAlignment = .center
    box.verticalAlignment = .center
    return box
  }

  private static func heading(_ text: String) -> Label { centeredLine(text, cssClass: "gallery-form-title") }

  private static func dimLine(_ text: String) -> Label { centeredLine(text, cssClass: "dim-label") }

  /// A wrapping, centred line of text in a form's column.
  private static func centeredLine(_ text: String, cssClass: String) -> Label {
    let label = Label(text)
    label.addCSSClass(cssClass)
    label.wraps = true
    label.justification = .center
    return label
  }

  /// A step of the checklist: its number, title and hint, and its button.
  private static func stepRow(number: Int, title: String, hint: String, action: String) -> (box: Box, button: Button) {
    let row = Box(orientation: .horizontal, spacing: 12)
    row.addCSSClass("gallery-step")
    let badge = Label(String(number))
    badge.addCSSClass("gallery-step-number")
    badge.verticalAlignment = .center
    row.append(badge)
    let texts = Box(orientation: .vertical, spacing: 2)
    texts.expandsHorizontally = true
    let name = Label(title)
    name.xAlign = 0
    name.addCSSClass("gallery-style-name")
    let detail = Label(hint)
    detail.xAlign = 0
    detail.addCSSClass("dim-label")
    texts.append(name)
    texts.append(detail)
    row.append(texts)
    let button = Button(label: action)
    button.verticalAlignment = .center
    button.setAccessibleLabel(substitute(translate("%1$@: %2$@"), action, title))
    row.append(button)
    return (row, button)
  }
}
