extension View {
    /// Sets the tab bar item associated with this view: a `Label` (icon over title), an `Image`
    /// or a `Text`.
    ///
    /// - Parameter label: The tab bar item to associate with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }
}
