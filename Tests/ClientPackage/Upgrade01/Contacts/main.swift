import PlaceholderGtk

// The window lives as long as the app; launching the app again while it
// runs brings the same window to the front.
var mainWindow: ContactsWindow?

Application.launch(id: "io.github.placeholders.examples.Contacts") { app in
  let window = mainWindow ?? ContactsWindow(application: app)
  mainWindow = window
  window.present()
}
