extension ProgressView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    ///
    /// - Parameter label: A view builder that creates a view that describes the task in progress.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from
    /// a string.
    ///
    /// - Parameter title: A string that describes the task in progress.
    public init<S: StringProtocol>(_ title: S) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task, from 0 to `total`; nil makes the progress
    ///     view indeterminate.
    ///   - total: The full amount of the task; 1 by default.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: Self.fraction(value.map(Double.init), of: Double(total)), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task, from 0 to `total`; nil makes the progress
    ///     view indeterminate.
    ///   - total: The full amount of the task; 1 by default.
    ///   - label: A view builder that creates a view that describes the task in progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: Self.fraction(value.map(Double.init), of: Double(total)), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label and a label
    /// for the current value.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task, from 0 to `total`; nil makes the progress
    ///     view indeterminate.
    ///   - total: The full amount of the task; 1 by default.
    ///   - label: A view builder that creates a view that describes the task in progress.
    ///   - currentValueLabel: A view builder that creates a view that describes the level of
    ///     completed progress of the task.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: Self.fraction(value.map(Double.init), of: Double(total)), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the task in progress.
    ///   - value: The completed amount of the task, from 0 to `total`; nil makes the progress
    ///     view indeterminate.
    ///   - total: The full amount of the task; 1 by default.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fractionCompleted: Self.fraction(value.map(Double.init), of: Double(total)), label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view based on a style configuration, for use inside a
    /// ``ProgressViewStyle``'s `makeBody(configuration:)`: it draws with the style in effect
    /// outside the one being defined, so a style can modify the current style rather than
    /// replace it.
    ///
    /// - Parameter configuration: The configuration given to the style.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fractionCompleted: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}
