import XCTest
import Arrange
import AppSupport
@testable import PetsApp

/// A file the app cannot write is reported in a sentence: the path and the system's reason
/// (`strerror(ENOENT)` is "No such file or directory"), not Foundation's error dump.
final class PetsFileErrorTests: XCTestCase {
    func testUnwritablePathGivesASentence() throws {
        let options = try AppOptions(arguments: ["--png", "/nonexistent-arrange-dir/pets.png"], appOptions: [], defaultSize: CGSize(width: 200, height: 200))
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try PetsCommand.command.render(options)) { error in
                XCTAssertEqual("\(error)", "cannot write /nonexistent-arrange-dir/pets.png: No such file or directory")
            }
        }
    }
}
