import Foundation

/// resvg, the reference SVG rasteriser, reached through its Python binding `resvg-py`
/// (`pip install resvg-py`; `.ci/run` installs it). One Python process rasterises a batch of SVG
/// files, each to the PNG path given next to it.
enum ReferenceRasterizer {
    /// Why resvg can't be used here, or nil when it can.
    static var unavailableReason: String? {
        guard let python = python else { return "python3 is not installed" }
        let probe = run(python, ["-c", "import resvg_py"])
        return probe == 0 ? nil : "the Python package resvg-py is not installed (pip install resvg-py)"
    }

    /// The first `python3` on the PATH.
    static var python: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Rasterises each `(svg, png)` pair of paths at `zoom` pixels a unit.
    ///
    /// - Returns: Python's exit status (0 when every file was written).
    @discardableResult
    static func rasterise(_ pairs: [(svg: String, png: String)], zoom: Double) -> Int32 {
        guard let python = python else { return -1 }
        let script = """
        import sys, resvg_py
        zoom = float(sys.argv[1])
        arguments = sys.argv[2:]
        for svg, png in zip(arguments[0::2], arguments[1::2]):
            data = resvg_py.svg_to_bytes(svg_path=svg, zoom=zoom, skip_system_fonts=True)
            with open(png, "wb") as f:
                f.write(bytes(data))
        """
        return run(python, ["-c", script, String(zoom)] + pairs.flatMap { [$0.svg, $0.png] })
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
