import ArgumentParser
import Arrange

/// An example app's command line, parsed by swift-argument-parser: the apps' common options
/// (``AppArguments``) and the app's own, turned into ``AppOptions`` for ``AppCommand``.
///
/// `AppCommand.main(_:arguments:)` parses it; its `run()` is not used, since the app runs on the
/// main actor.
public protocol AppParsableCommand: ParsableCommand {
    /// The options asked for, with `defaultSize` when `--size` was not given.
    ///
    /// - Throws: ``AppOptionsError`` for a malformed value.
    func options(defaultSize: CGSize) throws -> AppOptions
}
