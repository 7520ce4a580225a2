// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
    ],
    targets: [
        .target(name: "Arrange"),
        .testTarget(
            name: "ArrangeTests",
            dependencies: ["Arrange"],
            resources: [.copy("Fixtures/cases.json")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
