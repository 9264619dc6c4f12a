import GtkKit

// The window lives as long as the app; launching the app again while it
// runs brings the same window to the front.
var mainWindow: PhotosWindow?

Application.launch(id: "io.github.placeholders.examples.Photos") { app in
  let window = mainWindow ?? PhotosWindow(application: app)
  mainWindow = window
  window.present()
}
