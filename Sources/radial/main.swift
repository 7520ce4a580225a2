// The notes' radial demo: `swift run radial` runs it in the terminal (q quits); `--png FILE`,
// `--svg FILE`, `--animate FILE`, `--size WxH`.
import Foundation
import RadialApp

exit(RadialCommand.command.main(arguments: Array(CommandLine.arguments.dropFirst())))
