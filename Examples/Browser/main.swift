import GtkKit

// A small help and article viewer (browser-example): it opens the address
// given on its command line, or GNOME's help.
let address = CommandLine.arguments.dropFirst().first ?? "https://help.gnome.org/"

// The window lives as long as the app.
var mainWindow: BrowserWindow?

Application.launch(id: "io.github.placeholders.examples.Browser") { app in
  let window = mainWindow ?? BrowserWindow(application: app, address: address)
  mainWindow = window
  window.present()
}
