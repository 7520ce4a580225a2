// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Arrange: a package of its own, built by `Scripts/fuzz.sh` with
// `swift build --sanitize=fuzzer -Xswiftc -DFUZZING`, so the library's own build is unaffected.
// Built without `-DFUZZING` each target is a replayer: it runs the files or directories given as
// arguments through the same checks (how a crash found by fuzzing is re-run and debugged).
let package = Package(
    name: "ArrangeFuzz",
    dependencies: [
        .package(name: "Arrange", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [
            .product(name: "Arrange", package: "Arrange"),
            .product(name: "ArrangeRendering", package: "Arrange"),
        ]),
        .executableTarget(name: "TreeTextFuzzer", dependencies: [
            "FuzzSupport",
            .product(name: "Arrange", package: "Arrange"),
            .product(name: "ArrangeTreeText", package: "Arrange"),
        ]),
        .executableTarget(name: "TextLayoutFuzzer", dependencies: [
            "FuzzSupport",
            .product(name: "Arrange", package: "Arrange"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
