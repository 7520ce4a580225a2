// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .library(name: "ArrangeLayouts", targets: ["ArrangeLayouts"]),
        .library(name: "ArrangeRendering", targets: ["ArrangeRendering"]),
        .library(name: "ArrangeTreeText", targets: ["ArrangeTreeText"]),
        .executable(name: "arrange-demo", targets: ["arrange-demo"]),
    ],
    dependencies: [
        // Test-only: property-based tests of generated view trees.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "Arrange", resources: [.copy("Resources/Fonts")]),
        .target(name: "ArrangeLayouts", dependencies: ["Arrange"]),
        // A text format for view trees, for tests, fuzzing (Fuzz/) and tools.
        .target(name: "ArrangeTreeText", dependencies: ["Arrange"]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "ArrangeRendering", dependencies: ["Arrange", "CZlib"]),
        .executableTarget(name: "arrange-demo", dependencies: ["Arrange"]),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange", "ArrangeTreeText", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures/cases.json"), .copy("Fixtures/DamagedFonts")]
        ),
        .testTarget(name: "ArrangeLayoutsTests", dependencies: ["ArrangeLayouts", "Arrange"]),
        .testTarget(name: "ArrangeRenderingTests", dependencies: ["ArrangeRendering", "Arrange", "CZlib"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v5]
)
