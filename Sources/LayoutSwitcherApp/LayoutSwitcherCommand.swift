import AppSupport
import Arrange

/// Runs the `layout-switcher` command.
public enum LayoutSwitcherCommand {
    /// The size without `--size`, in points.
    public static let defaultSize = CGSize(width: 480, height: 400)

    /// The command: `--layout NAME` picks the first layout; `--animate` records the switches
    /// from each layout to the next, made from the keyboard (Tab, then the right arrow).
    @MainActor @preconcurrency public static var command: AppCommand<LayoutSwitcherView> {
        var command = AppCommand(name: "layout-switcher") { options in
            LayoutSwitcherView(layoutType: try layoutType(options))
        }
        command.defaultSize = defaultSize
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
