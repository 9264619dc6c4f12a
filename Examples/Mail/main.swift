import GtkKit

// The window lives as long as the app; launching the app again while it
// runs brings the same window to the front.
var mainWindow: MailWindow?

Application.launch(id: "io.github.placeholders.examples.Mail") { app in
  let window = mainWindow ?? MailWindow(application: app)
  mainWindow = window
  window.present()
}
