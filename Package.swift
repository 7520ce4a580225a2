// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .library(name: "ArrangeLayouts", targets: ["ArrangeLayouts"]),
        .executable(name: "arrange-demo", targets: ["arrange-demo"]),
    ],
    targets: [
        .target(name: "Arrange", resources: [.copy("Resources/Fonts")]),
        .target(name: "ArrangeLayouts", dependencies: ["Arrange"]),
        .executableTarget(name: "arrange-demo", dependencies: ["Arrange"]),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange"],
            resources: [.copy("Fixtures/cases.json"), .copy("Fixtures/DamagedFonts")]
        ),
        .testTarget(name: "ArrangeLayoutsTests", dependencies: ["ArrangeLayouts", "Arrange"]),
    ],
    swiftLanguageModes: [.v5]
)
