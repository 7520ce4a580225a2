import Foundation

extension ProgressView {
    /// Creates a progress view for visualizing the given progress instance.
    ///
    /// ```swift
    /// let download = Progress(totalUnitCount: 4)
    /// download.completedUnitCount = 1
    /// ProgressView(download)        // a quarter of the bar filled
    /// ```
    ///
    /// The fraction is the progress's `fractionCompleted` (clamped to 0...1, 0 when not finite); an
    /// indeterminate progress (`isIndeterminate`) makes the view indeterminate. SwiftUI also
    /// synthesises a label from the progress's localized description; Arrange shows none
    /// (Docs/Differences.md, "Styles: progress, group box, labeled content, button roles").
    ///
    /// - Parameter progress: The progress instance to show; read when the view is created.
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        let fraction: Double? = progress.isIndeterminate ? nil : Self.fraction(progress.fractionCompleted, of: 1)
        self.init(fractionCompleted: fraction, label: nil, currentValueLabel: nil)
    }
}
