/// The numbers a presented sheet is drawn with, as iOS 17 draws a sheet on an iPhone
/// (Docs/Differences.md, "Presentation", which gives their sources).
enum SheetMetrics {
    /// How far below the top safe-area inset a sheet at the large detent starts: iOS leaves the
    /// presenting view's edge visible above it.
    static let topGap: CGFloat = 10
    /// The radius of the sheet's top corners: the system default of
    /// `UISheetPresentationController.preferredCornerRadius`.
    static let cornerRadius: CGFloat = 10
    /// The opacity of the black dimming over the presenting view.
    static let dimmingOpacity: Double = 0.4
}
