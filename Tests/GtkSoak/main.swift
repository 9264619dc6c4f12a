import GtkKit

// placeholder-gtk-soak (make soak-gtk): a seeded random walk over the public
// API of a real table, a real collection and a standalone placeholder slot in
// a real window, checking after every step that what GTK shows matches the
// data sources. SOAK_SECONDS sets the length, SOAK_SEED replays a run.
// Prints `soak-gtk: …` lines; exits 0 when every step's check passed, 1 at
// the first that did not (with the seed and the steps that led there).

let options = SoakOptions.fromEnvironment()
var soak: GtkSoak?
Application.launch(id: "io.github.placeholders.GtkSoak", nonUnique: true) { app in
  guard soak == nil else { return }
  app.hold()  // windows close and open during the walk
  let walk = GtkSoak(application: app, options: options)
  soak = walk
  MainLoop.whenIdle { walk.run() }
}
