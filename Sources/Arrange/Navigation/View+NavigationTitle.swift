extension View {
    /// Configures the view's title for purposes of navigation, using a string: the title of the
    /// navigation bar of the stack level the view belongs to, and the back button's label in the
    /// level pushed over it.
    ///
    /// - Parameter title: The title to display.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    ///
    /// - Parameter title: A description of this view to display in the navigation bar.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationSettingView(content: self) { context in
            guard let level = context.environment.navigationLevel, level.title == nil else { return }
            level.title = title
        }
    }

    /// Configures the title display mode for this view: large (a large title under the bar),
    /// inline (centred in the bar), or automatic (the previous level's mode; large at the root).
    ///
    /// - Parameter displayMode: The style to use for displaying the title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationSettingView(content: self) { context in
            guard let level = context.environment.navigationLevel, level.displayMode == nil else { return }
            level.displayMode = displayMode
        }
    }

    /// Hides the navigation bar back button for the view.
    ///
    /// - Parameter hidesBackButton: A Boolean value that indicates whether to hide the back
    ///   button. The default value is `true`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationSettingView(content: self) { context in
            if hidesBackButton { context.environment.navigationLevel?.backButtonHidden = true }
        }
    }
}
