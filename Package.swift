// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Placeholders",
  products: [
    .library(name: "PlaceholderCore", targets: ["PlaceholderCore"]),
    .library(name: "PlaceholderGtk", targets: ["PlaceholderGtk"]),
    .executable(name: "placeholder-demo", targets: ["PlaceholderDemo"]),
    .executable(name: "placeholder-core-bench", targets: ["PlaceholderCoreBench"]),
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
    .target(name: "PlaceholderCore", dependencies: ["CGettext"]),
    .target(name: "PlaceholderGtk", dependencies: ["CGtk", "PlaceholderCore"]),
    .executableTarget(
      name: "PlaceholderDemo",
      dependencies: ["PlaceholderCore", "PlaceholderGtk"]
    ),
    // Speed figures of the core: `swift run -c release placeholder-core-bench`.
    .executableTarget(name: "PlaceholderCoreBench", dependencies: ["PlaceholderCore"]),
    .testTarget(
      name: "PlaceholderCoreTests",
      dependencies: [
        "PlaceholderCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "PlaceholderGtkTests",
      dependencies: ["CGtk", "PlaceholderCore", "PlaceholderGtk", "PlaceholderDemo"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
