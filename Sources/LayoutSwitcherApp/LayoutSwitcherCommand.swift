import AppSupport
import Arrange

/// Runs the `layout-switcher` command.
public enum LayoutSwitcherCommand {
    /// The usage text.
    public static let usage = """
        usage: layout-switcher [--png FILE] [--svg FILE] [--animate FILE] [--size WxH] [--scale N] [--layout NAME]
          The article's picker switching ten capsules among hStack, vStack, zStack and flowLayout.
          In a terminal it runs interactively: click a segment, or Tab to the picker and use the
          left and right arrows; q quits. Otherwise it writes one frame to a PNG and/or SVG file,
          or prints it. --animate writes an animated SVG of switches through every layout.
          --size defaults to 480x400 points; --scale (PNG pixels per point) to 2;
          --layout to hStack.
        """

    /// The command: `--layout NAME` picks the first layout; `--animate` records the switches
    /// from each layout to the next, made from the keyboard (Tab, then the right arrow).
    @MainActor @preconcurrency public static var command: AppCommand<LayoutSwitcherView> {
        var command = AppCommand(name: "layout-switcher", usage: usage) { options in
            LayoutSwitcherView(layoutType: try layoutType(options))
        }
        command.appOptions = ["--layout"]
        command.defaultSize = CGSize(width: 480, height: 400)
        command.changes = { host in
            [{ host.press(.tab); host.press(.rightArrow) }, { host.press(.rightArrow) }, { host.press(.rightArrow) }]
        }
        return command
    }

    /// The layout `--layout` names, the horizontal stack without one.
    static func layoutType(_ options: AppOptions) throws -> LayoutType {
        guard let name = options.values["--layout"] else { return .hStack }
        guard let type = LayoutType(rawValue: name) else {
            throw AppOptionsError.badValue("--layout", name, "expected one of " + LayoutType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return type
    }
}
