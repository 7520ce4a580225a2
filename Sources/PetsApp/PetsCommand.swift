import AppSupport
import Arrange
import ArrangeTerminal

/// Runs the `pets` command: the voting screen in a terminal, or one frame, or an animation.
public enum PetsCommand {
    /// The dynamic type size that the `t` key switches to and back from.
    public static let largeTypeSize = DynamicTypeSize.accessibility5

    /// The command: `--votes` sets the votes; `--animate` records, from a three-way tie at 10
    /// votes, a vote for the cat (breaking the tie), then votes for the goldfish and the dog
    /// (making a tie again at 11); in a terminal, `t` toggles ``largeTypeSize``.
    @MainActor @preconcurrency public static var command: AppCommand<PetVotingView> {
        var command = AppCommand(name: "pets") { options in
            PetVotingView(pets: try PetsOptions(options).pets)
        }
        command.defaultSize = PetsOptions.defaultSize
        command.makeAnimatedView = { _ in PetVotingView(pets: Pet.exampleData.map { Pet(type: $0.type, votes: 10) }) }
        command.changes = { host in
            ["Cat", "Goldfish", "Dog"].map { type -> () -> Void in { _ = host.tap(on: "vote-\(type)") } }
        }
        command.keyHandler = { terminal, key, modifiers in
            guard key.character == "t", modifiers.isEmpty else { return false }
            toggleTypeSize(of: terminal.viewHost)
            return true
        }
        return command
    }

    /// Switches the host's dynamic type size between the default and ``largeTypeSize``.
    public static func toggleTypeSize<Content: View>(of host: ViewHost<Content>) {
        var environment = host.environment
        environment.dynamicTypeSize = environment.dynamicTypeSize == largeTypeSize ? .large : largeTypeSize
        host.update(environment: environment)
    }

    /// Renders what the options ask for, writing the files, and returns the text to print (the
    /// terminal frame when no file was asked for, else an empty string).
    ///
    /// - Throws: A file system error when a file can't be written, or ``PetsRenderError`` when
    ///   the frame can't be made into a PNG image.
    @MainActor @preconcurrency public static func run(_ options: PetsOptions) throws -> String {
        var app = try options.appOptions
        app.values["--votes"] = options.votes.map(String.init).joined(separator: ",")
        return try command.render(app)
    }
}

/// Why a frame could not be rendered.
public typealias PetsRenderError = AppRenderError
