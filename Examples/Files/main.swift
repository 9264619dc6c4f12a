import PlaceholderGtk

// The folder to list: the first argument that is not an option, or home.
let path = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? Folder.homePath

// The window lives as long as the app.
var mainWindow: FilesWindow?

Application.launch(id: "io.github.placeholders.examples.Files") { app in
  let window = mainWindow ?? FilesWindow(application: app, path: path)
  mainWindow = window
  window.present()
}
