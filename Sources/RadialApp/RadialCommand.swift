import AppSupport
import Arrange

/// Runs the `radial` command.
public enum RadialCommand {
    /// The usage text.
    public static let usage = """
        usage: radial [--png FILE] [--svg FILE] [--animate FILE] [--size WxH] [--scale N]
          The notes' radial layout of 16 coloured circles with a stepper from 0 to 36 below them.
          In a terminal it runs interactively: click − or +, or Tab to the stepper and use the
          arrows; q quits. Otherwise it writes one frame to a PNG and/or SVG file, or prints it.
          --animate writes an animated SVG of a step up and a step down. --size defaults to
          400x480 points; --scale (PNG pixels per point) to 2.
        """

    /// The command: `--animate` records a step up and a step down made from the keyboard (Tab,
    /// then the up and down arrows).
    @MainActor @preconcurrency public static var command: AppCommand<RadialDemoView> {
        var command = AppCommand(name: "radial", usage: usage) { _ in
            RadialDemoView()
        }
        command.defaultSize = CGSize(width: 400, height: 480)
        command.changes = { host in
            [{ host.press(.tab); host.press(.upArrow) }, { host.press(.downArrow) }]
        }
        return command
    }
}
