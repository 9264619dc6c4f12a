import PlaceholderGtk

// The window lives as long as the app; launching the app again while it
// runs brings the same window to the front.
var mainWindow: ArticleWindow?

Application.launch(id: "io.github.placeholders.examples.Article") { app in
  let window = mainWindow ?? ArticleWindow(application: app)
  mainWindow = window
  window.present()
}
