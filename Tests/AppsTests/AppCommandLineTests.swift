import ArgumentParser
import Foundation
import XCTest
import AppSupport
import LayoutSwitcherApp
import PetsApp
import RadialApp

/// The example apps' command lines, parsed by swift-argument-parser as the `arrange` tool's is:
/// `--help` lists every option with its help text and exits with 0; a bad argument is refused
/// with ArgumentParser's "Error: …" line and exit status 64, EX_USAGE (ArgumentParser's
/// `ExitCode.validationFailure`, sysexits.h), keeping ``AppOptionsError``'s reason.
final class AppCommandLineTests: XCTestCase {
    /// The directory of the built products: next to the test bundle (`.build/debug`).
    private var productsDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? Bundle.main.bundlePath)
        return bundle.deletingLastPathComponent()
    }

    /// Runs the built app `name` with `arguments` and no terminal; returns its status, output and errors.
    private func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let path = productsDirectory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("no \(name) binary at \(path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = Pipe()
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    /// Each option the apps kept from their hand-written parser, with its help text.
    private let commonOptions = [
        "--png <FILE> Write a PNG image of one frame to FILE.",
        "--svg <FILE> Write an SVG document of one frame to FILE.",
        "--animate <FILE> Write an animated SVG document of the app's change to FILE.",
        "--size <WxH> The size in points, WIDTHxHEIGHT (e.g. 400x640), for files and a printed frame.",
        "--scale <N> Pixels per point of the PNG image: greater than 0, at most 8 (default: 2).",
        "-h, --help Show help information.",
    ]

    func testHelpListsEveryOptionWithItsHelpText() throws {
        let own = [
            "pets": ["--votes <CAT,GOLDFISH,DOG> The votes of Cat, Goldfish and Dog: three counts of zero or more (default: 25,9,16)."],
            "layout-switcher": ["--layout <NAME> The first layout: hStack, vStack, zStack, flowLayout (default: hStack)."],
            "radial": [],
        ]
        for (name, options) in own {
            let result = try run(name, ["--help"])
            XCTAssertEqual(result.status, 0, name)
            // The help wraps to the width of a terminal: compare with its words joined by single spaces.
            let text = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(text.contains("USAGE: \(name) [--png <FILE>] [--svg <FILE>] [--animate <FILE>] [--size <WxH>] [--scale <N>]"), text)
            for option in commonOptions + options {
                XCTAssertTrue(text.contains("OPTIONS:") && text.contains(option), "\(name) --help lacks \(option):\n\(result.output)")
            }
        }
    }

    func testBadScaleIsRefusedWithTheReasonAndStatus64() throws {
        for name in ["pets", "layout-switcher", "radial"] {
            let result = try run(name, ["--scale", "0"])
            XCTAssertEqual(result.status, 64, name)
            XCTAssertTrue(result.errors.hasPrefix("Error: --scale '0': expected pixels per point greater than 0 and at most 8, e.g. 2\n"), result.errors)
            XCTAssertTrue(result.errors.contains("Usage: \(name)"), result.errors)
            XCTAssertEqual(result.output, "")
        }
    }

    /// In-process: the parsed command gives the same ``AppOptions`` as the apps' reader of
    /// arguments, and refuses what it refuses with the same reason.
    func testParsedOptionsMatchTheArgumentReader() throws {
        let arguments = ["--png", "a.png", "--svg", "a.svg", "--animate", "b.svg", "--size", "300X500", "--scale", "1", "--votes", "1,2,3"]
        let parsed = try PetsArguments.parse(arguments).options(defaultSize: PetsOptions.defaultSize)
        XCTAssertEqual(parsed, try AppOptions(arguments: arguments, appOptions: ["--votes"], defaultSize: PetsOptions.defaultSize))
        XCTAssertEqual(try PetsArguments.parse([]).options(defaultSize: PetsOptions.defaultSize).scale, 2)
        XCTAssertEqual(try RadialArguments.parse([]).options(defaultSize: CGSize(width: 400, height: 480)).size, CGSize(width: 400, height: 480))
        XCTAssertEqual(try LayoutSwitcherArguments.parse(["--layout", "zStack"]).options(defaultSize: .zero).values["--layout"], "zStack")

        let refused: [(any AppParsableCommand.Type, [String], AppOptionsError)] = [
            (RadialArguments.self, ["--scale", "9"], .badValue("--scale", "9", "expected pixels per point greater than 0 and at most 8, e.g. 2")),
            (RadialArguments.self, ["--size", "0x5"], .badValue("--size", "0x5", "expected WIDTHxHEIGHT with positive numbers, e.g. 400x640")),
            (PetsArguments.self, ["--votes", "1,2"], .badValue("--votes", "1,2", "expected three vote counts of zero or more, e.g. 25,9,16")),
            (LayoutSwitcherArguments.self, ["--layout", "grid"], .badValue("--layout", "grid", "expected one of hStack, vStack, zStack, flowLayout")),
        ]
        for (command, arguments, reason) in refused {
            XCTAssertThrowsError(try command.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(command.exitCode(for: error), .validationFailure)
                XCTAssertEqual(command.exitCode(for: error).rawValue, 64)
                XCTAssertTrue(command.fullMessage(for: error).hasPrefix("Error: \(reason)\n"), command.fullMessage(for: error))
            }
        }
        XCTAssertThrowsError(try RadialArguments.parse(["--count", "7"])) { XCTAssertEqual(RadialArguments.exitCode(for: $0).rawValue, 64) }
        XCTAssertThrowsError(try RadialArguments.parse(["--png"])) { XCTAssertEqual(RadialArguments.exitCode(for: $0).rawValue, 64) }
    }
}
