extension View {
    /// Changes the stored accessibility properties of the nodes this view produces; a property
    /// already set (by a modifier closer to the view) is kept.
    func accessibilityProperty(_ change: @escaping (inout AccessibilityProperties) -> Void) -> some View {
        TraitModifierView(content: self) { builder, node in
            let row = builder.graph.nodes[Int(node)].traits
            var properties = (row >= 0 ? builder.graph.traitTable[Int(row)][AccessibilityProperties.traitKey] as? AccessibilityProperties : nil)
                ?? AccessibilityProperties()
            change(&properties)
            builder.setTrait(properties, for: AccessibilityProperties.traitKey, on: node)
        }
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// - Parameter label: The accessibility label to apply.
    public func accessibilityLabel(_ label: Text) -> some View {
        let string = label.string
        return accessibilityProperty { $0.label = $0.label ?? string }
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// - Parameter label: The string for the accessibility label.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains.
    ///
    /// - Parameter value: The accessibility value to apply.
    public func accessibilityValue(_ value: Text) -> some View {
        let string = value.string
        return accessibilityProperty { $0.value = $0.value ?? string }
    }

    /// Adds a textual description of the value that the view contains.
    ///
    /// - Parameter value: The string for the value.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// - Parameter hint: The accessibility hint to apply.
    public func accessibilityHint(_ hint: Text) -> some View {
        let string = hint.string
        return accessibilityProperty { $0.hint = $0.hint ?? string }
    }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// - Parameter hint: The string for the hint.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// Specifies whether to hide this view from system accessibility features.
    ///
    /// - Parameter hidden: Whether to hide this view; the view stays drawn and laid out.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibilityProperty { $0.isHidden = $0.isHidden || hidden }
    }

    /// Adds help text to a view using a text view that you provide: a tooltip on macOS and
    /// visionOS, stored for hosts on iOS (it draws nothing).
    ///
    /// - Parameter text: The text to use as help.
    public func help(_ text: Text) -> some View {
        let string = text.string
        return accessibilityProperty { $0.help = $0.help ?? string }
    }

    /// Adds help text to a view using a string that you provide.
    ///
    /// - Parameter text: The text to use as help.
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }
}
