// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Placeholders",
  products: [
    .library(name: "PlaceholderCore", targets: ["PlaceholderCore"]),
    // The GTK widgets an app with lists and placeholders is made of.
    .library(name: "GtkKit", targets: ["GtkKit"]),
    .library(name: "PlaceholderGtk", targets: ["PlaceholderGtk"]),
    // GTK's C API, for what GtkKit does not wrap (`Widget.init(adopting:)`,
    // `pointer(as:)`): the one supported way in, so that no app writes a
    // module map of its own. Its `pg_` helpers are not API.
    .library(name: "CGtk", targets: ["CGtk"]),
    // libadwaita from Swift (the `Adw` types): only apps that ask for it
    // link libadwaita.
    .library(name: "Adwaita", targets: ["Adwaita"]),
    // A web page (WebKitGTK) with the library's placeholders over it: only
    // apps that ask for it link WebKit.
    .library(name: "PlaceholderWebKit", targets: ["PlaceholderWebKit"]),
    .executable(name: "placeholder-demo", targets: ["PlaceholderDemoApp"]),
    .executable(name: "placeholder-core-bench", targets: ["PlaceholderCoreBench"]),
    .executable(name: "placeholder-bare-bench", targets: ["BareBench"]),
    .executable(name: "placeholder-demo-bench", targets: ["DemoBench"]),
    .executable(name: "placeholder-files-bench", targets: ["FilesBench"]),
    // The example apps: `swift run contacts-example`.
    .executable(name: "contacts-example", targets: ["ContactsExample"]),
    .executable(name: "article-example", targets: ["ArticleExample"]),
    .executable(name: "photos-example", targets: ["PhotosExample"]),
    .executable(name: "files-example", targets: ["FilesExampleApp"]),
    .executable(name: "adwaita-example", targets: ["AdwaitaExample"]),
    .executable(name: "mail-example", targets: ["MailExample"]),
    .executable(name: "chat-example", targets: ["ChatExample"]),
    .executable(name: "browser-example", targets: ["BrowserExample"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `make docs`: the API reference and articles, built with DocC.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .systemLibrary(name: "CGettext"),
    // libadwaita's C API, for the Adwaita product only: the other products
    // do not require it.
    .systemLibrary(
      name: "CAdwaita",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]
    ),
    // WebKitGTK's C API, for the PlaceholderWebKit product only.
    .systemLibrary(
      name: "CWebKit",
      pkgConfig: "webkitgtk-6.0",
      providers: [.apt(["libwebkitgtk-6.0-dev"])]
    ),
    .target(name: "PlaceholderCore", dependencies: ["CGettext"]),
    .target(name: "GtkKit", dependencies: ["CGtk"]),
    .target(name: "PlaceholderGtk", dependencies: ["CGtk", "GtkKit", "PlaceholderCore"]),
    .target(name: "Adwaita", dependencies: ["CAdwaita", "GtkKit", "PlaceholderCore", "PlaceholderGtk"]),
    .target(name: "PlaceholderWebKit", dependencies: ["CWebKit", "GtkKit", "PlaceholderCore", "PlaceholderGtk"]),
    // The demo: its windows and pages in a module the tests and the demo
    // benchmarks import, and the executable that runs it.
    .target(name: "PlaceholderDemo", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"]),
    .executableTarget(name: "PlaceholderDemoApp", dependencies: ["PlaceholderDemo"]),
    // `make bench`'s programs, all under Benchmarks/ (BENCHMARKS.md says which
    // figure each measures). The demo's scenarios, with the demo's own code:
    .executableTarget(
      name: "DemoBench", dependencies: ["GtkKit", "PlaceholderDemo"], path: "Benchmarks/Demo"),
    // The Files example's listing against GtkDirectoryList:
    .executableTarget(
      name: "FilesBench", dependencies: ["GtkKit", "FilesExample"], path: "Benchmarks/Files"),
    // Speed figures of the core: `swift run -c release placeholder-core-bench`.
    .executableTarget(name: "PlaceholderCoreBench", dependencies: ["PlaceholderCore"], path: "Benchmarks/Core"),
    // The library's own cost against plain GTK: one table and its
    // placeholder, public API only, beside Benchmarks/reference/bare_reference.c.
    .executableTarget(
      name: "BareBench", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Benchmarks/Bare"),
    // Small complete apps that use only the public API (make check-client
    // builds them in a package of their own to prove it).
    .executableTarget(
      name: "ContactsExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Contacts"),
    .executableTarget(
      name: "ArticleExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Article"),
    .executableTarget(
      name: "PhotosExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Photos"),
    .executableTarget(
      name: "MailExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Mail"),
    .executableTarget(
      name: "ChatExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Chat"),
    .executableTarget(
      name: "FilesExampleApp", dependencies: ["GtkKit", "FilesExample"], path: "Examples/FilesApp"),
    // The Files example's window, folder contents and cell: a module of its
    // own, which its executable above and its benchmark import.
    .target(
      name: "FilesExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Files"),
    // A help and article viewer, on the PlaceholderWebKit product.
    .executableTarget(
      name: "BrowserExample", dependencies: ["PlaceholderCore", "GtkKit", "PlaceholderWebKit"], path: "Examples/Browser"),
    // A libadwaita app, on the Adwaita product.
    .executableTarget(
      name: "AdwaitaExample", dependencies: ["Adwaita", "PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Examples/Adwaita"),
    .testTarget(
      name: "PlaceholderCoreTests",
      dependencies: [
        "PlaceholderCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // What the GTK tests share: the XCTest base class that opens the display,
    // the test window, frame pumping, the widget-tree walk, real input.
    .target(
      name: "PlaceholderTestSupport",
      dependencies: ["CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk"],
      path: "Tests/PlaceholderTestSupport",
      exclude: ["page-server.py"]
    ),
    .testTarget(
      name: "PlaceholderGtkTests",
      dependencies: ["CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk", "PlaceholderTestSupport"]
    ),
    // GtkKit's own widgets, signals, main loop and files, on a real display.
    .testTarget(
      name: "GtkKitTests",
      dependencies: ["CGtk", "GtkKit", "PlaceholderTestSupport"]
    ),
    // The demo, driven as a user would: its pages, retry flows, shortcuts,
    // command line.
    .testTarget(
      name: "PlaceholderDemoTests",
      dependencies: ["CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk", "PlaceholderDemo", "PlaceholderTestSupport"]
    ),
    // Runs `Application.launch` with the ID it is given: the examples' tests
    // check how an invalid ID is reported.
    .executableTarget(name: "LaunchProbe", dependencies: ["GtkKit"], path: "Tests/LaunchProbe"),
    // `make soak-gtk`: a seeded random walk over the public API of real
    // lists and a placeholder slot in a real window, under AddressSanitizer.
    .executableTarget(
      name: "GtkSoak", dependencies: ["CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk"], path: "Tests/GtkSoak"),
    // A real WebKitGTK web view against a real server on loopback.
    .testTarget(
      name: "PlaceholderWebKitTests",
      dependencies: ["CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk", "PlaceholderWebKit", "PlaceholderTestSupport"]
    ),
    // The examples on Xvfb, their start-up errors, and the README's quotes.
    .testTarget(
      name: "ExampleTests",
      dependencies: [
        "CGtk", "PlaceholderCore", "GtkKit", "PlaceholderGtk", "PlaceholderTestSupport", "ContactsExample", "ArticleExample",
        "PhotosExample", "FilesExample", "Adwaita", "AdwaitaExample", "MailExample", "ChatExample", "LaunchProbe",
        "BrowserExample", "PlaceholderWebKit",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
