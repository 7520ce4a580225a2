/// A view that gives the sheet presenting it a setting (`presentationDetents`,
/// `interactiveDismissDisabled`): while its content is resolved inside a sheet's content, it
/// changes the sheet's `PresentationConfiguration`; elsewhere it does nothing, as in SwiftUI.
struct PresentationSettingView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (inout PresentationConfiguration) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if builder.presentations.configuration != nil { apply(&builder.presentations.configuration!) }
        builder.resolve(content, context: context, into: &output)
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet: the heights it may rest at
    /// (``PresentationDetent``). The sheet is shown at the smallest of them.
    ///
    /// ```swift
    /// .sheet(isPresented: $showDetails) {
    ///     Details().presentationDetents([.medium, .large])
    /// }
    /// ```
    ///
    /// - Parameter detents: A set of supported detents for the sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let ordered = Array(detents)
        return PresentationSettingView(content: self) { configuration in
            if configuration.detents == nil { configuration.detents = ordered }
        }
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent: the sheet is shown at the detent `selection` holds (at the
    /// smallest when it holds a detent not in `detents`).
    ///
    /// - Parameters:
    ///   - detents: A set of supported detents for the sheet.
    ///   - selection: A binding to the currently selected detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let ordered = Array(detents)
        let selected = selection.wrappedValue
        return PresentationSettingView(content: self) { configuration in
            if configuration.detents == nil {
                configuration.detents = ordered
                configuration.selectedDetent = selected
            }
        }
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
    /// inspectors: with `true`, a tap on a sheet's dimming no longer dismisses it (a `dismiss`
    /// action and the presentation's binding still do).
    ///
    /// - Parameter isDisabled: A Boolean value that indicates whether to prevent nonprogrammatic
    ///   dismissal of the containing view hierarchy when presented in a sheet or popover.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        PresentationSettingView(content: self) { configuration in
            if isDisabled { configuration.interactiveDismissDisabled = true }
        }
    }
}
