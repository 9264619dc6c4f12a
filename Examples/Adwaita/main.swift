import Adwaita
import GtkKit

// A libadwaita app: `adwaita-example` shows the News window;
// `adwaita-example --compare [--dark]` shows our placeholder beside an
// AdwStatusPage with the same icon, title, description and button.
let options = Set(CommandLine.arguments.dropFirst())

// The windows live as long as the app; launching the app again while it
// runs brings the same window to the front.
var newsWindow: NewsWindow?
var comparison: StatusPageComparison?

Adw.launch(id: "io.github.placeholders.examples.Adwaita") { app in
  if options.contains("--compare") {
    Adw.StyleManager.colorScheme = options.contains("--dark") ? .forceDark : .forceLight
    comparison = comparison ?? StatusPageComparison(application: app)
    comparison?.window.present()
  } else {
    newsWindow = newsWindow ?? NewsWindow(application: app)
    newsWindow?.present()
  }
}
