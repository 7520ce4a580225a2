import AppSupport
import Arrange

/// Runs the `radial` command.
public enum RadialCommand {
    /// The command: `--animate` records a step up and a step down made from the keyboard (Tab,
    /// then the up and down arrows).
    @MainActor @preconcurrency public static var command: AppCommand<RadialDemoView> {
        var command = AppCommand(name: "radial") { _ in
            RadialDemoView()
        }
        command.defaultSize = CGSize(width: 400, height: 480)
        command.changes = { host in
            [{ host.press(.tab); host.press(.upArrow) }, { host.press(.downArrow) }]
        }
        return command
    }
}
