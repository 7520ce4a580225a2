import ArrangeRendering
import Foundation

/// The difference of two snapshot images as a grey PNG image, as swift-snapshot-testing draws it
/// on Apple's platforms: each pixel is the largest difference of its four premultiplied
/// components, stretched so that the largest difference in the image is white; identical pixels
/// are black. Where the sizes differ the image covers both, and a pixel in only one of them is
/// white.
enum DifferenceImage {
    /// The difference image's PNG file, or nil when zlib fails.
    static func png(reference: PixelImage, new: PixelImage) -> Data? {
        let width = Swift.max(reference.width, new.width), height = Swift.max(reference.height, new.height)
        var differences = [UInt8](repeating: 0, count: width * height)
        var largest: UInt8 = 0
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt8
                if let old = reference.pixel(x: x, y: y), let current = new.pixel(x: x, y: y) {
                    value = Swift.max(distance(old.0, current.0), distance(old.1, current.1),
                                      distance(old.2, current.2), distance(old.3, current.3))
                } else {
                    value = 255
                }
                differences[y * width + x] = value
                largest = Swift.max(largest, value)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (index, value) in differences.enumerated() {
            let stretched = largest == 0 ? 0 : UInt8((Int(value) * 255 + Int(largest) / 2) / Int(largest))
            rgba[index * 4] = stretched
            rgba[index * 4 + 1] = stretched
            rgba[index * 4 + 2] = stretched
        }
        return PNGEncoder.encode(width: width, height: height, rgba: rgba)
    }

    /// Writes the difference image of `referenceData` and `newData` into the artifacts folder
    /// (the `SNAPSHOT_ARTIFACTS` environment variable, where swift-snapshot-testing writes failed
    /// snapshots, or the temporary folder) and says where, or why it could not.
    static func write(referenceData: Data, newData: Data) -> (sentence: String, png: Data?) {
        guard let reference = PixelImage(png: referenceData), let new = PixelImage(png: newData) else {
            return ("No difference image: one of the images is not a PNG file.", nil)
        }
        guard let png = png(reference: reference, new: new) else {
            return ("No difference image: zlib could not compress it.", nil)
        }
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("ArrangeSnapshotTesting", isDirectory: true)
        let file = folder.appendingPathComponent("difference-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: file)
            return ("Difference image: \(file.path)", png)
        } catch {
            return ("No difference image: it could not be written to \(file.path) (\(error.localizedDescription)).", png)
        }
    }

    private static func distance(_ a: UInt8, _ b: UInt8) -> UInt8 {
        a > b ? a - b : b - a
    }
}
