extension View {
    /// Presents an alert with a message when a given condition is true.
    func presentAlert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M?) -> some View {
        PresentingView(content: self, kind: "alert",
                       layer: isPresented.wrappedValue ? AlertContainer(title: title, actions: actions(), message: message()) : nil,
                       itemIdentity: 0, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    ///
    /// ```swift
    /// .alert("Delete the file?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// The alert is a layer over the whole hosting area: a light dimming, and a 270-point panel
    /// centred in the area with the title and the buttons: two side by side (the `.cancel` one
    /// leading), more stacked (the `.cancel` one last); an alert without buttons gets an OK
    /// button. A button runs its action, then dismisses the alert. Keyboard focus moves into
    /// the alert.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the
    ///     alert. When the user presses or taps one of the alert's actions, the system sets this
    ///     value to false and dismisses.
    ///   - actions: A view builder returning the alert's actions.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(title, isPresented: isPresented, actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: A view builder returning the alert's actions.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Text(title), isPresented: isPresented, actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents an alert with a message when a given condition is true, using a text view as a
    /// title.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentAlert(title, isPresented: isPresented, actions: actions, message: { message() })
    }

    /// Presents an alert with a message when a given condition is true using a string variable
    /// as a title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentAlert(Text(title), isPresented: isPresented, actions: actions, message: { message() })
    }

    /// Presents an alert using the given data to produce the alert's content and a text view as
    /// a title: shown while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert.
    ///   - actions: A view builder returning the alert's actions given the data.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        presentAlert(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                     actions: { data.map(actions) }, message: { Optional<EmptyView>.none })
    }

    /// Presents an alert using the given data to produce the alert's content and a string
    /// variable as a title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert.
    ///   - actions: A view builder returning the alert's actions given the data.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert with a message using the given data to produce the alert's content and
    /// a text view for a title.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert.
    ///   - actions: A view builder returning the alert's actions given the data.
    ///   - message: A view builder returning the message for the alert given the data.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentAlert(title, isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                     actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents an alert with a message using the given data to produce the alert's content and
    /// a string variable as a title.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - data: An optional source of truth for the alert.
    ///   - actions: A view builder returning the alert's actions given the data.
    ///   - message: A view builder returning the message for the alert given the data.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
}
