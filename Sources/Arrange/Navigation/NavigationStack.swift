/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// ```swift
/// NavigationStack {
///     List(parks) { park in
///         NavigationLink(park.name, value: park)
///     }
///     .navigationTitle("Parks")
///     .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
/// }
/// ```
///
/// The stack shows its root, then a view for each element of its path (the destination the
/// stack's `navigationDestination(for:destination:)` registered for the element's type), then
/// the view destinations pushed by `NavigationLink(destination:label:)` and
/// `navigationDestination(isPresented:destination:)`. Only the top view is shown; the others keep
/// their state. Each view has a navigation bar (`navigationTitle`, `toolbar`) at the top of the
/// stack's area, 44 points high, 96 with a large title; the view is laid out below it, its safe
/// area starting under the bar. Pushed views have a back button that pops them, and their
/// `dismiss` action pops them too. Pushes and pops change the stack at once, without animation
/// (Docs/Differences.md, "Navigation and tabs").
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The path the stack shows, when it is bound to one; nil when the stack keeps its own.
    let path: NavigationPathAccess?

    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// - Parameter root: The view to display when the stack is empty.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// - Parameters:
    ///   - path: A `Binding` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0); return nil },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// - Parameters:
    ///   - path: A `Binding` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            elements: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else {
                    return "NavigationStack: a NavigationLink presents a value of type \(type(of: value.base)), which a path of \(Data.self) cannot hold; nothing was pushed"
                }
                path.wrappedValue.append(element)
                return nil
            },
            removeLast: { count in path.wrappedValue.removeLast(Swift.max(0, Swift.min(count, path.wrappedValue.count))) })
    }

    /// A navigation stack is primitive: it resolves its levels itself.
    public var body: Never { primitiveBody() }
}
