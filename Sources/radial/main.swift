// The notes' radial demo: `swift run radial` runs it in the terminal (q quits); `--png FILE`,
// `--svg FILE`, `--animate FILE`, `--size WxH`, `--scale N`; `--help` lists them.
import Foundation
import RadialApp

exit(RadialCommand.command.main(RadialArguments.self, arguments: Array(CommandLine.arguments.dropFirst())))
