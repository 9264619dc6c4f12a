import CGtk
import PlaceholderCore
import PlaceholderGtk

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
  ) -> Widget {
    let form = column()
    if let avatar = gtk_image_new_from_icon_name("avatar-default-symbolic") {
      gtk_widget_add_css_class(avatar, "gallery-avatar")
      gtk_widget_set_halign(avatar, GTK_ALIGN_CENTER)
      form.append(avatar)
    }
    form.append(heading(translate("Sign in to sync")))
    form.append(dimLine(translate("Your lists follow you to every device.")))

    let email = Widget(taking: gtk_entry_new())
    gtk_entry_set_placeholder_text(gcast(email.gtkWidget), translate("Email address"))
    gtk_entry_set_input_purpose(gcast(email.gtkWidget), GTK_INPUT_PURPOSE_EMAIL)
    AccessibleText.setLabel(email.gtkWidget, translate("Email address"))
    form.append(email)

    let password = Widget(taking: gtk_password_entry_new())
    gtk_password_entry_set_show_peek_icon(gcast(password.gtkWidget), 1)
    Properties.set(UnsafeMutableRawPointer(password.gtkWidget), "placeholder-text", string: translate("Password"))
    AccessibleText.setLabel(password.gtkWidget, translate("Password"))
    form.append(password)

    let signIn = { @MainActor in onSignIn(String(cString: gtk_editable_get_text(gcast(email.gtkWidget)))) }
    if let button = gtk_button_new_with_mnemonic(translate("_Sign In")) {
      gtk_widget_add_css_class(button, "suggested-action")
      gtk_widget_add_css_class(button, "pill")
      gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
      gtk_widget_set_margin_top(button, 6)
      GalleryButtonNames.name(button, translate("_Sign In"))
      Signals.connect(button, "clicked", signIn)
      form.append(button)
    }
    Signals.connect(email.gtkWidget, "activate", signIn)
    Signals.connect(password.gtkWidget, "activate", signIn)
    if let link = gtk_button_new_with_label(translate("Create an account")) {
      gtk_widget_add_css_class(link, "link")
      GalleryButtonNames.name(link, translate("Create an account"))
      gtk_widget_set_halign(link, GTK_ALIGN_CENTER)
      Signals.connect(link, "clicked", onCreateAccount)
      form.append(link)
    }
    return form
  }

  /// A getting-started checklist: a heading and three numbered steps, each
  /// with its own button; `onStep` gets the step's index (0, 1 or 2).
  static func welcomeChecklist(onStep: @escaping @MainActor (Int) -> Void) -> Widget {
    let column = column()
    column.append(heading(translate("Welcome to Tasks")))
    column.append(dimLine(translate("Three steps to your first list.")))
    let steps = [
      (translate("Create a list"), translate("Groceries, Work, Someday…"), translate("Create")),
      (translate("Add a task"), translate("Type it in and press Enter."), translate("Add")),
      (translate("Invite someone"), translate("Share a list to plan together."), translate("Invite")),
    ]
    for (index, (title, hint, action)) in steps.enumerated() {
      column.append(stepRow(number: index + 1, title: title, hint: hint, action: action) { onStep(index) })
    }
    return column
  }

  // MARK: - Parts

  private static func column() -> Box {
    let box = Box(orientation: .vertical, spacing: 10)
    box.addCSSClass("gallery-form")
    gtk_widget_set_halign(box.gtkWidget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(box.gtkWidget, GTK_ALIGN_CENTER)
    return box
  }

  private static func heading(_ text: String) -> Label { centeredLine(text, cssClass: "gallery-form-title") }

  private static func dimLine(_ text: String) -> Label { centeredLine(text, cssClass: "dim-label") }

  /// A wrapping, centred line of text in a form's column.
  private static func centeredLine(_ text: String, cssClass: String) -> Label {
    let label = Label(text)
    label.addCSSClass(cssClass)
    label.wraps = true
    gtk_label_set_justify(gcast(label.gtkWidget), GTK_JUSTIFY_CENTER)
    return label
  }

  private static func stepRow(
    number: Int, title: String, hint: String, action: String, _ run: @escaping @MainActor () -> Void
  ) -> Box {
    let row = Box(orientation: .horizontal, spacing: 12)
    row.addCSSClass("gallery-step")
    let badge = Label(String(number))
    badge.addCSSClass("gallery-step-number")
    gtk_widget_set_valign(badge.gtkWidget, GTK_ALIGN_CENTER)
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
    if let button = gtk_button_new_with_label(action) {
      gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
      GalleryButtonNames.name(button, substitute(translate("%1$@: %2$@"), action, title))
      Signals.connect(button, "clicked", run)
      row.append(button)
    }
    return row
  }
}
