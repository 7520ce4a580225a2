extension View {
    /// Presents a confirmation dialog.
    func presentDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A, message: () -> M?) -> some View {
        // On iOS the title is shown only when asked for (`.visible`).
        let shownTitle = titleVisibility == .visible ? title : nil
        return PresentingView(content: self, kind: "confirmation dialog",
                              layer: isPresented.wrappedValue ? ConfirmationDialogLayer(title: shownTitle, actions: actions(), message: message()) : nil,
                              itemIdentity: 0, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the
    /// title.
    ///
    /// ```swift
    /// .confirmationDialog("Delete the file?", isPresented: $confirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    ///
    /// The dialog is drawn as an iPhone draws an action sheet: along the bottom of the hosting
    /// area, the actions in a rounded group, and the Cancel button (one is added when no action
    /// has the `.cancel` role) in a group of its own below. A tap on the dimming around it
    /// dismisses it; a button runs its action, then dismisses it. With the default
    /// `titleVisibility`, `.automatic`, the title is hidden, as on iOS.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the
    ///     dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the dialog's actions.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog when a given condition is true, using a string variable
    /// for the title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the dialog's actions.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a text
    /// view for the title.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { message() })
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a
    /// string variable for the title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                       @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { message() })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a string
    /// variable for the title: shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the confirmation dialog.
    ///   - actions: A view builder returning the dialog's actions given the data.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentDialog(Text(title), isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                      titleVisibility: titleVisibility, actions: { data.map(actions) }, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content
    /// and a string variable for the title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the confirmation dialog.
    ///   - actions: A view builder returning the dialog's actions given the data.
    ///   - message: A view builder returning the message for the dialog given the data.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentDialog(Text(title), isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                      titleVisibility: titleVisibility, actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a text view
    /// for the title: shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the confirmation dialog.
    ///   - actions: A view builder returning the dialog's actions given the data.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentDialog(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                      titleVisibility: titleVisibility, actions: { data.map(actions) }, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content
    /// and a text view for the title.
    ///
    /// - Parameters:
    ///   - title: The title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for the confirmation dialog.
    ///   - actions: A view builder returning the dialog's actions given the data.
    ///   - message: A view builder returning the message for the dialog given the data.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentDialog(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                      titleVisibility: titleVisibility, actions: { data.map(actions) }, message: { data.map(message) })
    }
}
