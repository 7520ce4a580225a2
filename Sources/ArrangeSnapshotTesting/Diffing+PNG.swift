import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNG files by their decoded pixels (``ImageComparison``); on a failure the message
    /// ends with where the difference image was written (``DifferenceImage``), and the reference,
    /// the new snapshot and the difference are attached as `reference.png`, `failure.png` and
    /// `difference.png`, the names swift-snapshot-testing's image strategies use.
    static func png(precision: Float, perceptualPrecision: Float) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            guard let message = comparison.failure(referenceData: reference, newData: new) else { return nil }
            let (sentence, difference) = DifferenceImage.write(referenceData: reference, newData: new)
            var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(new, name: "failure.png")]
            if let difference { attachments.append(.data(difference, name: "difference.png")) }
            return (message + "\n" + sentence, attachments)
        }
    }
}
