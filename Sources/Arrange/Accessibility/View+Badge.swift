/// The badge a view carries (`badge(_:)`), stored as a trait of its node.
struct BadgeKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

extension View {
    /// Stores `badge` on the nodes this view produces, unless a badge closer to the view is
    /// stored already (as the accessibility modifiers do).
    private func storingBadge(_ badge: String?) -> some View {
        TraitModifierView(content: self) { builder, node in
            let key = ObjectIdentifier(BadgeKey.self)
            let row = builder.graph.nodes[Int(node)].traits
            guard row < 0 || builder.graph.traitTable[Int(row)][key] == nil else { return }
            builder.setTrait(badge as Any, for: key, on: node)
        }
    }

    /// Generates a badge for the view from an integer value.
    ///
    /// SwiftUI draws badges on the rows of a `List` and the items of a `TabView`, and nothing
    /// elsewhere; Arrange draws a tab's badge on its item in the tab bar, and elsewhere stores the
    /// badge for hosts (read it with ``LayoutSnapshot/badge(of:)``). A count of zero is no badge.
    ///
    /// - Parameter count: An integer value to display in the badge.
    public func badge(_ count: Int) -> some View {
        storingBadge(count == 0 ? nil : String(count))
    }

    /// Generates a badge for the view from a text view (nil is no badge); stored, not drawn (see
    /// ``badge(_:)-(Int)``).
    ///
    /// - Parameter label: An optional `Text` view to display as a badge.
    public func badge(_ label: Text?) -> some View {
        storingBadge(label?.string)
    }

    /// Generates a badge for the view from a string (nil is no badge); stored, not drawn.
    ///
    /// - Parameter label: An optional string to display as a badge.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        storingBadge(label.map { String($0) })
    }
}
