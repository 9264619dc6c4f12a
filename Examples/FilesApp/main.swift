import FilesExample
import GtkKit

// The Files example's executable (files-example); its window is in
// Examples/Files, which the benchmark of its listing imports too.

// The folder to list: the first argument, or home.
let path = CommandLine.arguments.dropFirst().first ?? Folder.homePath

// The window lives as long as the app.
var mainWindow: FilesWindow?

Application.launch(id: "io.github.placeholders.examples.Files") { app in
  let window = mainWindow ?? FilesWindow(application: app, path: path)
  mainWindow = window
  window.present()
}
