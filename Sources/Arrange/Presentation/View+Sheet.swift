extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// @State private var showSettings = false
    /// Button("Settings") { showSettings = true }
    ///     .sheet(isPresented: $showSettings) { SettingsView() }
    /// ```
    ///
    /// The sheet is a layer over the whole hosting area (the view presenting it keeps its
    /// layout): a dimming that dismisses the sheet when tapped, and a panel with rounded top
    /// corners rising from the bottom edge to the height of its detent (`presentationDetents`,
    /// `.large` by default), with the content in it. Keyboard focus moves into the sheet, and taps
    /// reach only the sheet. Inside the content, `dismiss` closes it and `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure that returns the content of the sheet.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, kind: "sheet", layer: isPresented.wrappedValue ? SheetContainer(content: content()) : nil,
                       itemIdentity: 0, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content: while
    /// `item` is not nil. A different item (by `id`) replaces the sheet with a new one.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the sheet. Dismissing the sheet sets
    ///     it to nil.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure returning the content of the sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return PresentingView(content: self, kind: "sheet", layer: value.map { SheetContainer(content: content($0)) },
                              itemIdentity: value.map { AnyHashable($0.id).hashValue } ?? 0,
                              dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding to a
    /// Boolean value you provide is true.
    ///
    /// The cover fills the whole hosting area with the background colour, and its content is
    /// centred in the safe area; a tap cannot dismiss it (its content calls `dismiss`, or the
    /// binding changes).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the cover.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure that returns the content of the modal view.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, kind: "full-screen cover", layer: isPresented.wrappedValue ? FullScreenCoverLayer(content: content()) : nil,
                       itemIdentity: 0, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the cover. Dismissing it sets it to
    ///     nil.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure returning the content of the modal view.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return PresentingView(content: self, kind: "full-screen cover", layer: value.map { FullScreenCoverLayer(content: content($0)) },
                              itemIdentity: value.map { AnyHashable($0.id).hashValue } ?? 0,
                              dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Presents a popover when a given condition is true.
    ///
    /// In compact width, as on an iPhone, iOS shows a popover as a sheet, and so does Arrange in
    /// every width (Docs/Differences.md, "Presentation"): the attachment anchor and arrow edge
    /// are accepted and not used.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the
    ///     popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the
    ///     popover.
    ///   - arrowEdge: The edge of the attachment anchor that defines the location of the
    ///     popover's arrow.
    ///   - content: A closure returning the content of the popover.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingView(content: self, kind: "popover", layer: isPresented.wrappedValue ? SheetContainer(content: content()) : nil,
                       itemIdentity: 0, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the popover. Dismissing it sets it
    ///     to nil.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the
    ///     popover.
    ///   - arrowEdge: The edge of the attachment anchor that defines the location of the
    ///     popover's arrow.
    ///   - content: A closure returning the content of the popover.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return PresentingView(content: self, kind: "popover", layer: value.map { SheetContainer(content: content($0)) },
                              itemIdentity: value.map { AnyHashable($0.id).hashValue } ?? 0,
                              dismiss: { item.wrappedValue = nil }, onDismiss: nil)
    }
}
