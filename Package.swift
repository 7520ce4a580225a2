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
        .target(name: "Arrange"),
        .target(name: "ArrangeLayouts", dependencies: ["Arrange"]),
        .executableTarget(name: "arrange-demo", dependencies: ["Arrange"]),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange"],
            resources: [.copy("Fixtures/cases.json")]
        ),
        .testTarget(name: "ArrangeLayoutsTests", dependencies: ["ArrangeLayouts", "Arrange"]),
    ],
    swiftLanguageModes: [.v5]
)
