import FilesExample
import GtkKit

// `placeholder-files-bench FOLDER`: the Files example's window (its own
// module, FilesExample) listing FOLDER, measured by FilesBench.
let path = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? Folder.homePath

var mainWindow: FilesWindow?
var bench: FilesBench?

Application.launch(id: "io.github.placeholders.examples.Files") { app in
  let window = mainWindow ?? FilesWindow(application: app, path: path)
  mainWindow = window
  if bench == nil {
    bench = FilesBench(files: window, application: app)
    bench?.run()
  }
  window.present()
}
