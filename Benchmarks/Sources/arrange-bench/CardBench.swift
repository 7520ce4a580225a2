import Arrange
import ArrangeRendering
import Foundation

/// The social-card workload (the Satori benchmark's): a 1200 × 630 card with a title, a
/// paragraph, an image and a gradient background, rendered from the view to an SVG document and
/// to a PNG file at 1 and at 2 pixels a point. Each run lays the card out afresh and draws it; the median
/// milliseconds per card are reported for each format.
enum CardBench {
    /// The card's image: the gallery's own picture, found from this file's place in the repository.
    static let imagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/ArrangeGallery/Resources/avatar.jpg").standardized.path

    /// The card: as `GallerySocialCard` in the gallery (the gallery is not a product, so the
    /// benchmark keeps its own copy of the view).
    struct Card: View {
        var body: some View {
            HStack(alignment: .center, spacing: 48) {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Compose custom layouts with SwiftUI")
                        .font(.system(size: 64, weight: .bold))
                        .foregroundColor(.white)
                    Text("Grid, the Layout protocol and ViewThatFits, laid out on Linux exactly as SwiftUI lays them out, then drawn to SVG and PNG without a browser.")
                        .font(.system(size: 28))
                        .foregroundColor(.white.opacity(0.85))
                    Spacer(minLength: 0)
                    Text("arrange · WWDC22 10056")
                        .font(.system(size: 24, weight: .semibold))
                        .foregroundColor(.white.opacity(0.7))
                }
                Image(contentsOfFile: CardBench.imagePath)
                    .resizable()
                    .frame(width: 240, height: 240)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(Color.white, lineWidth: 6))
            }
            .padding(72)
            .frame(width: 1200, height: 630)
            .background(LinearGradient(colors: [Color.indigo, Color.purple, Color.pink],
                                       startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    /// One format's result.
    struct Result: Codable {
        var workload: String
        var ms_per_card_median: Double
        var ms_per_card_min: Double
        var runs: Int
        var output_bytes: Int
        var peak_rss_bytes: Int
    }

    /// The card as an SVG document (text as outlines), as the benchmark renders it.
    static func svg() -> String {
        ImageRenderer(content: Card()).svg
    }

    /// The card as a PNG file at `scale` pixels a point.
    static func png(scale: CGFloat) throws -> Data {
        let renderer = ImageRenderer(content: Card())
        renderer.scale = scale
        guard let data = renderer.pngData() else { throw CardBenchError.renderFailed }
        return data
    }

    /// Times both formats: a warm-up, then runs for about `budgetSeconds` each (30 to 50 runs).
    static func run(budgetSeconds: Double = 3) throws -> [Result] {
        guard FileManager.default.fileExists(atPath: imagePath) else {
            throw CardBenchError.missingImage(imagePath)
        }
        let svgResult = time("card svg", budgetSeconds: budgetSeconds) { ImageRenderer(content: Card()).svg.utf8.count }
        let pngResult = try time("card png", budgetSeconds: budgetSeconds) {
            try png(scale: 1).count
        }
        let png2xResult = try time("card png 2x", budgetSeconds: budgetSeconds) {
            try png(scale: 2).count
        }
        return [svgResult, pngResult, png2xResult]
    }

    private static func time(_ name: String, budgetSeconds: Double, _ body: () throws -> Int) rethrows -> Result {
        let clock = ContinuousClock()
        var bytes = try body() // warm-up: fonts loaded, shaping caches filled
        var samples: [Double] = []
        let start = clock.now
        while samples.count < 50 && (samples.count < 30 || (clock.now - start) < .seconds(budgetSeconds)) {
            let runStart = clock.now
            bytes = try body()
            samples.append((clock.now - runStart) / .milliseconds(1))
        }
        samples.sort()
        let median = samples.count % 2 == 1 ? samples[samples.count / 2] : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        return Result(workload: name, ms_per_card_median: median, ms_per_card_min: samples[0], runs: samples.count,
                      output_bytes: bytes, peak_rss_bytes: Runner.peakRSSBytes())
    }
}

/// Why the card benchmark could not run.
enum CardBenchError: Error, CustomStringConvertible {
    case missingImage(String)
    case renderFailed

    var description: String {
        switch self {
        case .missingImage(let path): return "the card's image is missing at \(path)"
        case .renderFailed: return "the card could not be rendered to PNG"
        }
    }
}
