import GtkKit

// The window lives as long as the app; launching the app again while it
// runs brings the same window to the front.
var mainWindow: ChatWindow?

Application.launch(id: "io.github.placeholders.examples.Chat") { app in
  let window = mainWindow ?? ChatWindow(application: app)
  mainWindow = window
  window.present()
}
