// The article's layout switcher: `swift run layout-switcher` runs it in the terminal (q quits);
// `--png FILE`, `--svg FILE`, `--animate FILE`, `--size WxH`, `--layout NAME`.
import Foundation
import LayoutSwitcherApp

exit(LayoutSwitcherCommand.command.main(arguments: Array(CommandLine.arguments.dropFirst())))
