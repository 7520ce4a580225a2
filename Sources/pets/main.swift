// Renders one frame of WWDC22's pet-voting screen: `swift run pets [--png FILE] [--svg FILE]
// [--size WxH] [--votes 25,9,16]`; with no file, prints the frame to the terminal.
import Foundation
import PetsApp

do {
    let options = try PetsOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let text = try PetsCommand.run(options)
    if !text.isEmpty { print(text) }
} catch let error as PetsOptionsError {
    FileHandle.standardError.write(Data("pets: \(error)\n\(PetsOptions.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("pets: \(error)\n".utf8))
    exit(1)
}
