// The widgets, the application and the files moved from PlaceholderGtk to
// GtkKit in 0.2. An app that imports only PlaceholderGtk still finds them
// here until 0.3; from then on, `import GtkKit` where you use them
// (CHANGELOG.md, "Deprecated"; a re-export cannot carry a deprecation).
@_exported import GtkKit
