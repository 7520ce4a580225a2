// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .executable(name: "arrange-demo", targets: ["arrange-demo"]),
    ],
    targets: [
        .target(name: "Arrange", resources: [.copy("Resources/Fonts")]),
        .executableTarget(name: "arrange-demo", dependencies: ["Arrange"]),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange"],
            resources: [.copy("Fixtures/cases.json"), .copy("Fixtures/DamagedFonts")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
