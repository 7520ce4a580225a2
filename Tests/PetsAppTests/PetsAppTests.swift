import XCTest
import Arrange
@testable import PetsApp

/// The pet-voting screen and the `pets` command. Behaviour from the seed documents' description
/// of the sample (Docs/Seeds.md, "The pet-voting app": "a tap adds a vote"; "When all three are tied, the avatars
/// switch to an HStackLayout"; ranks: "1 = most votes; ties share a rank").
final class PetsAppTests: XCTestCase {
    func testRanksShareTiesAndCountPetsWithMoreVotes() {
        let model = Model(pets: [Pet(type: "Cat", votes: 5), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 5)])
        XCTAssertEqual(model.pets.map { model.rank($0) }, [2, 1, 2])
        XCTAssertEqual(model.totalVotes, 19)
        XCTAssertFalse(model.isAllWayTie)
        XCTAssertTrue(Model(pets: Pet.exampleData.map { Pet(type: $0.type, votes: 3) }).isAllWayTie)
    }

    func testTappingVoteButtonsAddsVotesUntilATieLinesTheAvatarsUp() {
        let host = ViewHost(rootView: PetVotingView(), size: CGSize(width: 400, height: 640))
        let avatarTops = { ["Cat", "Goldfish", "Dog"].compactMap { host.frame(of: "avatar-\($0)")?.minY } }
        XCTAssertEqual(Set(avatarTops()).count, 3) // 25, 9, 16: on the podium's circle
        for _ in 0..<16 { XCTAssertTrue(host.tap(on: "vote-Goldfish")) }
        for _ in 0..<9 { XCTAssertTrue(host.tap(on: "vote-Dog")) }
        host.advance(by: 3) // the change animates (.animation(.default, value: pets)); let it end
        // 25 votes each: an HStack, so all three avatars share their top edge.
        XCTAssertEqual(avatarTops().count, 3)
        XCTAssertEqual(Set(avatarTops()).count, 1)
    }

    /// Each avatar stands on its plinth wherever the layout puts it: the plinth (88 × 14, as
    /// `Plinth` documents) is centred under the 64-point circle, its top 4 points above the
    /// circle's lowest point, and the avatar's own frame stays the circle's.
    func testAvatarsStandOnTheirPlinths() {
        for votes in [[25, 9, 16], [3, 3, 3]] {
            let pets = zip(Pet.exampleData, votes).map { Pet(type: $0.type, votes: $1) }
            let host = ViewHost(rootView: PetVotingView(pets: pets), size: CGSize(width: 400, height: 640))
            for type in ["Cat", "Goldfish", "Dog"] {
                guard let avatar = host.frame(of: "avatar-\(type)"), let plinth = host.frame(of: "plinth-\(type)") else {
                    return XCTFail("no avatar or plinth for \(type)")
                }
                XCTAssertEqual(avatar.size, CGSize(width: 64, height: 64))
                XCTAssertEqual(plinth.midX, avatar.midX, accuracy: 1e-9)
                XCTAssertEqual(plinth.minY, avatar.maxY - 4, accuracy: 1e-9)
                XCTAssertEqual(plinth.size, CGSize(width: 88, height: 14))
            }
        }
    }

    func testOptionsAreReadAndBadOnesRefused() throws {
        let options = try PetsOptions(arguments: ["--png", "a.png", "--size", "300X500", "--votes", "1,2,3"])
        XCTAssertEqual(options.pngPath, "a.png")
        XCTAssertNil(options.svgPath)
        XCTAssertEqual(options.size, CGSize(width: 300, height: 500))
        XCTAssertEqual(options.pets.map(\.votes), [1, 2, 3])
        XCTAssertEqual(try PetsOptions(arguments: []).size, CGSize(width: 400, height: 640))
        XCTAssertEqual(try PetsOptions(arguments: []).scale, 2)
        XCTAssertEqual(try PetsOptions(arguments: ["--scale", "1"]).scale, 1)
        for scale in ["0", "-1", "nan", "9", "x"] {
            XCTAssertThrowsError(try PetsOptions(arguments: ["--scale", scale]))
        }
        XCTAssertThrowsError(try PetsOptions(arguments: ["--frames"])) { XCTAssertEqual($0 as? PetsOptionsError, .unknownOption("--frames")) }
        XCTAssertThrowsError(try PetsOptions(arguments: ["--svg"])) { XCTAssertEqual($0 as? PetsOptionsError, .missingValue("--svg")) }
        for size in ["0x10", "10", "axb", "infx10", "-5x10"] {
            XCTAssertThrowsError(try PetsOptions(arguments: ["--size", size]))
        }
        for votes in ["1,2", "1,2,-3", "a,b,c"] {
            XCTAssertThrowsError(try PetsOptions(arguments: ["--votes", votes]))
        }
    }

    func testTheCommandWritesSVGAndPNGOrPrintsATerminalFrame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("pets.svg").path, png = directory.appendingPathComponent("pets.png").path
        let printed = try PetsCommand.run(PetsOptions(arguments: ["--svg", svg, "--png", png, "--size", "200x300"]))
        XCTAssertEqual(printed, "")
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
        // A PNG file starts with its 8-byte signature (PNG specification §5.2).
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: png)))
        XCTAssertEqual(Array(bytes.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        // At the default scale of 2 the 200 × 300 point frame is 400 × 600 pixels: the IHDR
        // chunk's width and height, big-endian, at bytes 16 and 20 (PNG specification §11.2.2).
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual([word(16), word(20)], [400, 600])
        _ = try PetsCommand.run(PetsOptions(arguments: ["--png", png, "--size", "200x300", "--scale", "1"]))
        let single = Array(try Data(contentsOf: URL(fileURLWithPath: png)))
        XCTAssertEqual([16, 20].map { single[$0..<$0 + 4].reduce(0) { $0 << 8 | Int($1) } }, [200, 300])
        let terminal = try PetsCommand.run(PetsOptions(arguments: []))
        XCTAssertTrue(terminal.contains("Goldfish"))
    }

    func testAnUnwritablePathIsAnError() {
        XCTAssertThrowsError(try PetsCommand.run(PetsOptions(arguments: ["--svg", "/nonexistent-directory/pets.svg"])))
    }
}
