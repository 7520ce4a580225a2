/// What a `GraphBuilder` knows about presentations while it resolves a tree: the presentations
/// the views asked for (`sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`), the
/// layer being resolved, and the settings that the content of a presented sheet gives its
/// container (`presentationDetents`, `interactiveDismissDisabled`).
struct PresentationLog {
    /// The presentations asked for, in the order the views asking were resolved.
    var requests: [PresentationRequest] = []
    /// The layer whose views are being resolved: 0 for the root view, n for the n-th presented
    /// layer.
    var currentLayer = 0
    /// The settings of the sheet whose content is being resolved; nil outside a sheet.
    var configuration: PresentationConfiguration?
    /// The hosting area's safe-area insets, which presented layers keep their content out of.
    var insets = EdgeInsets()
}

/// One presentation a view asks for while it is resolved.
struct PresentationRequest {
    /// The layer the presenting view is in (`PresentationLog.currentLayer`).
    let layer: Int
    /// The presenting view's structural identity, mixed with the kind of presentation: the
    /// identity the presented layer's views descend from.
    let identity: UInt64
    /// What is presented, for diagnostics: "sheet", "alert"…
    let kind: String
    /// The environment of the presenting view, with the presentation's `dismiss` and
    /// `isPresented`.
    let environment: EnvironmentValues
    /// Resolves the layer (its dimming, chrome and content) into the builder.
    let resolve: (GraphBuilder, ResolveContext, inout [Int32]) -> Void
}

/// The settings the content of a presented sheet gives its container.
struct PresentationConfiguration {
    /// The detents set with `presentationDetents(_:)`; nil for the default (`.large` only).
    var detents: [PresentationDetent]?
    /// The detent a `presentationDetents(_:selection:)` binding selects.
    var selectedDetent: PresentationDetent?
    /// Whether `interactiveDismissDisabled(_:)` keeps a tap on the dimming from dismissing.
    var interactiveDismissDisabled = false
}
