import GtkKit

// Starts an application with the ID given as the first argument and quits
// at once: the start-up tests run it to see how `Application.launch`
// reports an invalid ID. With `--text-language` it starts a valid one and
// prints the language GTK shapes text for (the zh_CN locale test).
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--text-language" {
  Application.launch(id: "io.github.placeholders.LaunchProbe") { app in
    print(TextLanguage.current)
    app.quit()
  }
} else {
  Application.launch(id: arguments.first ?? "") { app in app.quit() }
}
