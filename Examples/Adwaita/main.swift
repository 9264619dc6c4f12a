import GtkKit

// A libadwaita app: `adwaita-example` shows the News window;
// `adwaita-example --compare [--dark]` shows our placeholder beside an
// AdwStatusPage with the same icon, title, description and button.
let options = Set(CommandLine.arguments.dropFirst())

// The windows live as long as the app; launching the app again while it
// runs brings the same window to the front.
var newsWindow: NewsWindow?
var comparison: StatusPageComparison?

Application.launch(id: "io.github.placeholders.examples.Adwaita") { app in
  Adwaita.initialize()
  if options.contains("--compare") {
    Adwaita.forceColorScheme(dark: options.contains("--dark"))
    comparison = comparison ?? StatusPageComparison(application: app)
    if let window = comparison?.window { Adwaita.present(window) }
  } else {
    newsWindow = newsWindow ?? NewsWindow(application: app)
    newsWindow?.present()
  }
}
