// The article's layout switcher: `swift run layout-switcher` runs it in the terminal (q quits);
// `--png FILE`, `--svg FILE`, `--animate FILE`, `--size WxH`, `--scale N`, `--layout NAME`;
// `--help` lists them.
import Foundation
import LayoutSwitcherApp

exit(LayoutSwitcherCommand.command.main(LayoutSwitcherArguments.self, arguments: Array(CommandLine.arguments.dropFirst())))
