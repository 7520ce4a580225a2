// WWDC22's pet-voting screen: `swift run pets` runs it in the terminal (click or Tab/Space to
// vote, t for large type, q to quit); `--png FILE`, `--svg FILE`, `--animate FILE` write files;
// `--size WxH`, `--scale N`, `--votes 25,9,16`; `--help` lists them. Without a terminal it prints
// one frame.
import Foundation
import PetsApp

exit(PetsCommand.command.main(PetsArguments.self, arguments: Array(CommandLine.arguments.dropFirst())))
