import PlaceholderGtk

// Starts an application with the ID given as the first argument and quits
// at once: the start-up tests run it to see how `Application.launch`
// reports an invalid ID.
Application.launch(id: CommandLine.arguments.dropFirst().first ?? "") { app in app.quit() }
