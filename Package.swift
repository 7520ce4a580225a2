// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

var package = Package(
    name: "Arrange",
    // The oldest Apple systems with what the engine uses: `Synchronization`'s atomics (macOS 15,
    // iOS 18) and `Observation` (macOS 14). No minimum applies on Linux.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .library(name: "ArrangeLayouts", targets: ["ArrangeLayouts"]),
        .library(name: "ArrangeRendering", targets: ["ArrangeRendering"]),
        .library(name: "ArrangeTreeText", targets: ["ArrangeTreeText"]),
        .library(name: "ArrangeTerminal", targets: ["ArrangeTerminal"]),
        .library(name: "ArrangeSnapshotTesting", targets: ["ArrangeSnapshotTesting"]),
        .library(name: "ArrangeWeb", targets: ["ArrangeWeb"]),
        // The pet-voting app as a library, for the Benchmarks package's end-to-end update (U4).
        // It links no server: `swift run pets` does not compile ArrangeWeb or Hummingbird.
        .library(name: "PetsApp", targets: ["PetsApp"]),
        .executable(name: "arrange-demo", targets: ["arrange-demo"]),
        .executable(name: "arrange", targets: ["arrange"]),
        .executable(name: "pets", targets: ["pets"]),
        .executable(name: "layout-switcher", targets: ["layout-switcher"]),
        .executable(name: "radial", targets: ["radial"]),
    ],
    dependencies: [
        // Combine's API on Linux (`ObservableObject`, `@Published`, publishers): the `Arrange` library
        // re-exports it, as SwiftUI re-exports Combine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The command lines of the `arrange` tool and of the example apps use it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only the `SwiftUI` module's macros (`#Preview`, `@Entry`) use it; `Arrange` does not.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Test-only: property-based tests of generated view trees.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Only the `ArrangeSnapshotTesting` library uses it (its strategies are `Snapshotting`s);
        // `Arrange`, the renderers and the apps do not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Only the `ArrangeWeb` library (live views in a browser, the image service) and the `arrange`
        // tool's `serve` command use them; `Arrange`, the renderers and the example apps do not, so
        // `swift run pets` never compiles a server. No traits: swift-configuration is not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The documentation catalogs: `swift package generate-documentation --target Arrange`.
        // A plugin only; nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Switches a thread to a larger stack for deep view trees (glibc's ucontext).
        .target(name: "CStackSwitch"),
        // ARRANGE_INTERNAL_CHECKS: the engine checks its graph's invariants after resolving and after
        // every pass (`LayoutGraph+Invariants`). Debug builds only (`swift test`); release builds and
        // the benchmarks are unaffected.
        .target(
            name: "Arrange",
            dependencies: ["CStackSwitch", "CZlib", .product(name: "OpenCombine", package: "OpenCombine")],
            // The engine's map for whoever changes it; not a resource.
            exclude: ["Engine/README.md"],
            resources: [.copy("Resources/Fonts")],
            swiftSettings: [.define("ARRANGE_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .target(name: "ArrangeLayouts", dependencies: ["Arrange"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // A text format for view trees, for tests, fuzzing (Fuzz/) and tools.
        .target(name: "ArrangeTreeText", dependencies: ["Arrange"]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "ArrangeRendering", dependencies: ["Arrange", "CZlib"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "arrange-demo", dependencies: ["Arrange"]),
        // The gallery's catalogue of examples and its writer (not a product: the tool and the tests use it).
        .target(name: "ArrangeGallery", dependencies: ["Arrange", "ArrangeLayouts", "ArrangeRendering"], resources: [.copy("Resources/avatar.jpg"), .copy("Resources/Fonts"), .copy("Resources/frame.png"), .copy("Resources/tile.png")]),
        .executableTarget(
            name: "arrange",
            dependencies: [
                "ArrangeGallery", "ArrangeWeb", "PetsApp", "LayoutSwitcherApp", "RadialApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        // Arrange on the web: `WebHost` (any view live in a browser over a WebSocket) and
        // `RenderService` (views rendered to PNG and SVG at URLs), on Hummingbird 2.
        .target(
            name: "ArrangeWeb",
            dependencies: [
                "Arrange", "ArrangeRendering",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Runs views interactively in a terminal (Glibc): session, input decoder, frame differ, frame loop.
        .target(name: "ArrangeTerminal", dependencies: ["Arrange", "ArrangeRendering"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Snapshot strategies (frames, display list, SVG, PNG pixels) for swift-snapshot-testing.
        .target(
            name: "ArrangeSnapshotTesting",
            dependencies: ["Arrange", "ArrangeRendering", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What the three example apps share: their command line (files, size, animation; parsed by
        // ArgumentParser) and the choice between a terminal session and one printed frame. Not a product.
        .target(name: "AppSupport", dependencies: ["Arrange", "ArrangeRendering", "ArrangeTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The example apps: each a library (so its tests can use it) and a command.
        // WWDC22's pet-voting screen and the `pets` command.
        .target(name: "PetsApp", dependencies: ["Arrange", "ArrangeRendering", "ArrangeTerminal", "AppSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "pets", dependencies: ["PetsApp"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The article's picker switching ten capsules among four layouts through AnyLayout.
        .target(name: "LayoutSwitcherApp", dependencies: ["Arrange", "ArrangeLayouts", "AppSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "layout-switcher", dependencies: ["LayoutSwitcherApp"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The notes' stepper changing the number of coloured circles on a radial layout.
        .target(name: "RadialApp", dependencies: ["Arrange", "ArrangeLayouts", "AppSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "radial", dependencies: ["RadialApp"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange", "ArrangeTreeText", "CZlib", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures/cases.json"), .copy("Fixtures/DamagedFonts"), .copy("Fixtures/Fonts"), .copy("Fixtures/Images"), .copy("Fixtures/Assets.xcassets")]
        ),
        .testTarget(
            name: "ArrangeWebTests",
            dependencies: [
                "ArrangeWeb", "Arrange", "ArrangeRendering",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(name: "ArrangeLayoutsTests", dependencies: ["ArrangeLayouts", "Arrange"]),
        .testTarget(name: "ArrangeRenderingTests", dependencies: ["ArrangeRendering", "Arrange", "CZlib", "ArrangeGallery"], exclude: ["Snapshots"]),
        .testTarget(name: "PetsAppTests", dependencies: ["PetsApp", "Arrange", "ArrangeTerminal", "ArrangeRendering", "AppSupport"]),
        .testTarget(name: "ArrangeTerminalTests", dependencies: ["ArrangeTerminal", "ArrangeRendering", "Arrange"]),
        // The strategies' own tests, with their reference snapshots in __Snapshots__.
        .testTarget(
            name: "ArrangeSnapshotTestingTests",
            dependencies: ["ArrangeSnapshotTesting", "ArrangeRendering", "Arrange", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Code written as users write it, in the Swift 6 language mode: a program (top-level code
        // on the main actor), and SwiftUI code as apps and libraries write it, one file per area of
        // the view language, each test checking frames against a documented rule.
        .executableTarget(name: "swift6-consumer", dependencies: ["Arrange", "ArrangeRendering"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "SourceCompatibilityTests", dependencies: ["Arrange", "ArrangeRendering", "swift6-consumer"], resources: [.copy("Assets.xcassets")], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Screens written as SwiftUI tutorials and component packages write them (a meeting
        // timer, a list/detail app on an @Observable model with an asset catalog, a popup dismissed
        // by a drag, a shimmer, an activity indicator), in the Swift 6 language mode.
        .testTarget(name: "TutorialAppsTests", dependencies: ["Arrange", "ArrangeRendering"], resources: [.copy("Assets.xcassets")], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "AppsTests", dependencies: ["LayoutSwitcherApp", "RadialApp", "PetsApp", "AppSupport", "ArrangeRendering", "Arrange", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ],
    // The example apps, the seeds' layouts, the renderers, the terminal host and the
    // source-compatibility tests are in the Swift 6 language mode, as users' code is. The core
    // `Arrange` engine and its older behaviour tests are still in the Swift 5 mode: in Swift 6 its
    // resolver, which calls main-actor `body`s, would itself have to be main-actor isolated
    // (Docs/Differences.md, "Concurrency").
    swiftLanguageModes: [.v5]
)

// `import SwiftUI` where Apple's SwiftUI does not exist: a module named `SwiftUI` re-exporting
// Arrange, with SwiftUI's macros. Declared only off Apple's platforms, where it cannot clash.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets.append(contentsOf: [
    .macro(
        name: "SwiftUIMacros",
        dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]
    ),
    .target(name: "SwiftUI", dependencies: ["Arrange", "SwiftUIMacros"], swiftSettings: [.swiftLanguageMode(.v6)]),
])
package.targets.append(.testTarget(
    name: "SwiftUIMacrosTests",
    dependencies: ["SwiftUIMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]
))
if let tests = package.targets.first(where: { $0.name == "SourceCompatibilityTests" }) {
    tests.dependencies.append("SwiftUI")
}
#endif
