import GtkKit

// The folder to list: the first argument that is not an option, or home.
let path = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? Folder.homePath
// `--bench` measures the listing and quits (see FilesBench).
let measures = CommandLine.arguments.contains("--bench")

// The window lives as long as the app.
var mainWindow: FilesWindow?
var bench: FilesBench?

Application.launch(id: "io.github.placeholders.examples.Files") { app in
  let window = mainWindow ?? FilesWindow(application: app, path: path)
  mainWindow = window
  if measures, bench == nil {
    bench = FilesBench(files: window, application: app)
    bench?.run()
  }
  window.present()
}
