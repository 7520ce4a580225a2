import AppSupport
import Arrange

/// Runs the `radial` command.
public enum RadialCommand {
    /// The usage text.
    public static let usage = """
        usage: radial [--png FILE] [--svg FILE] [--animate FILE] [--size WxH] [--count N]
          The notes' radial layout of coloured circles with a stepper from 0 to 36. In a terminal
          it runs interactively: click − or +, or Tab to the stepper and use the arrows; q quits.
          Otherwise it writes one frame to a PNG and/or SVG file, or prints it. --animate writes
          an animated SVG of a step up and a step down. --size defaults to 400x480 points;
          --count to 16.
        """

    /// The command: `--count N` sets the first count; `--animate` records a step up and a step
    /// down made from the keyboard (Tab, then the up and down arrows).
    public static var command: AppCommand<RadialDemoView> {
        var command = AppCommand(name: "radial", usage: usage) { options in
            RadialDemoView(count: try count(options))
        }
        command.appOptions = ["--count"]
        command.defaultSize = CGSize(width: 400, height: 480)
        command.changes = { host in
            [{ host.press(.tab); host.press(.upArrow) }, { host.press(.downArrow) }]
        }
        return command
    }

    /// The count `--count` gives, 16 without one.
    static func count(_ options: AppOptions) throws -> Int {
        guard let value = options.values["--count"] else { return 16 }
        guard let count = Int(value), (0...36).contains(count) else {
            throw AppOptionsError.badValue("--count", value, "expected a whole number from 0 to 36")
        }
        return count
    }
}
