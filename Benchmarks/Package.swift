// swift-tools-version:6.0
import PackageDescription

// The layout benchmarks for Arrange: a separate package so that the library itself does not depend on
// swift-argument-parser. Run with `swift run -c release --package-path Benchmarks arrange-bench`.
let package = Package(
    name: "ArrangeBenchmarks",
    products: [
        .executable(name: "arrange-bench", targets: ["arrange-bench"]),
    ],
    dependencies: [
        .package(name: "Arrange", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "arrange-bench",
            dependencies: [
                .product(name: "Arrange", package: "Arrange"),
                .product(name: "ArrangeLayouts", package: "Arrange"),
                .product(name: "ArrangeRendering", package: "Arrange"),
                .product(name: "ArrangeTerminal", package: "Arrange"),
                .product(name: "PetsApp", package: "Arrange"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
