import XCTest
import SwiftUI

// Code written against SwiftUI, unchanged: `import SwiftUI`, `SwiftUI.`-qualified names, previews
// in both forms, `@Entry`, and the SwiftUI APIs that older code still calls (see `IsolationTests`
// for why each test enters the main actor).

/// An environment value declared as Apple's `Entry()` documentation declares one.
extension EnvironmentValues {
    @Entry var badgeColor: SwiftUI.Color = .red
    @Entry var badgeSide: CGFloat? = nil
}

/// A container value declared with `@Entry`, as Apple's `ContainerValues` documentation does.
extension ContainerValues {
    @Entry var cardTitle: String = "Untitled"
}

/// A container that makes each subview a bar as wide as its title has characters.
struct TitleBars<Content: SwiftUI.View>: SwiftUI.View {
    @ViewBuilder var content: Content
    var body: some SwiftUI.View {
        HStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                Color.red.frame(width: CGFloat(subview.containerValues.cardTitle.count), height: 5)
            }
        }
    }
}

/// A view that reads the entries.
struct EntryBadge: SwiftUI.View {
    @Environment(\.badgeColor) private var color
    @Environment(\.badgeSide) private var side
    var body: some SwiftUI.View {
        color.frame(width: side ?? 20, height: side ?? 20).id("badge")
    }
}

/// The pre-iOS 17 preview form.
struct EntryBadge_Previews: PreviewProvider {
    static var previews: some View {
        EntryBadge()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Badge")
    }
}

#Preview("Large badge", traits: .sizeThatFitsLayout) {
    EntryBadge().environment(\.badgeSide, 44)
}

#Preview {
    @Previewable @State var count = 3
    HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
            Color.blue.frame(width: 10, height: 10).id(index)
        }
    }
}

final class SwiftUIModuleTests: XCTestCase {
    /// Apple's `Entry()`: the default value applies until a view sets another through
    /// `environment(_:_:)`.
    func testEntryDefaultsAndOverrides() {
        MainActor.assumeIsolated {
            let plain = LayoutSnapshot(of: EntryBadge(), proposal: .unspecified)
            XCTAssertEqual(plain.size, CGSize(width: 20, height: 20))
            let sized = LayoutSnapshot(of: EntryBadge().environment(\.badgeSide, 30).environment(\.badgeColor, .green), proposal: .unspecified)
            XCTAssertEqual(sized.size, CGSize(width: 30, height: 30))
            XCTAssertEqual(EnvironmentValues().badgeColor, .red)
        }
    }

    /// `@Entry` on `ContainerValues`: a subview without the value reads the default ("Untitled",
    /// 8 characters), one with it reads "abc" (3): bars 3 + 8 = 11 wide side by side.
    func testEntryInContainerValues() {
        MainActor.assumeIsolated {
            let view = TitleBars {
                Color.blue.containerValue(\.cardTitle, "abc")
                Color.blue
            }
            XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).size, CGSize(width: 11, height: 5))
        }
    }

    /// A `PreviewProvider`'s previews are views like any other; the preview modifiers change nothing
    /// outside Xcode's canvas (Apple: they configure the preview).
    func testPreviewProviderBuildsItsPreviews() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: EntryBadge_Previews.previews, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 20, height: 20))
            XCTAssertNil(EntryBadge_Previews.platform)
        }
    }

    /// `#Preview`'s value: the name and traits given to the macro, and a body that builds the view
    /// (what each `#Preview` above expands to is checked in `SwiftUIMacrosTests`).
    func testPreviewValue() {
        MainActor.assumeIsolated {
            let preview = SwiftUI.Preview("Large badge", traits: .sizeThatFitsLayout, .landscapeLeft) {
                EntryBadge().environment(\.badgeSide, 44)
            }
            XCTAssertEqual(preview.displayName, "Large badge")
            XCTAssertEqual(preview.layout, .sizeThatFits)
            XCTAssertEqual(preview.orientation, .landscapeLeft)
            XCTAssertEqual(LayoutSnapshot(of: preview.content(), proposal: .unspecified).size, CGSize(width: 44, height: 44))
        }
    }

    /// `SwiftUI.`-qualified names resolve through the re-exported module.
    func testQualifiedNames() {
        MainActor.assumeIsolated {
            let view: some SwiftUI.View = SwiftUI.HStack(spacing: 0) {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Spacer(minLength: 5)
            }
            XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).size, CGSize(width: 15, height: 10))
        }
    }

    /// `.spring()` compiles unambiguously and is Apple's `spring(response:dampingFraction:blendDuration:)`
    /// with its documented defaults (0.5, 0.825, 0), the meaning it had before iOS 17 added the
    /// `duration:bounce:` form.
    func testSpringWithoutArguments() {
        let animation: Animation = .spring()
        XCTAssertEqual(animation, Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    }

    /// Apple's `Binding.init(get:set:)` whose setter takes the transaction: a change made in
    /// `withAnimation` hands the setter that animation.
    func testBindingSetterReceivesTheTransaction() {
        var stored = 0
        var animations: [Animation?] = []
        let binding = Binding<Int>(get: { stored }, set: { value, transaction in
            stored = value
            animations.append(transaction.animation)
        })
        binding.wrappedValue = 1
        withAnimation(.easeIn) { binding.wrappedValue = 2 }
        XCTAssertEqual(stored, 2)
        XCTAssertEqual(animations, [nil, .easeIn])
    }

    /// The deprecated one-parameter `onChange(of:perform:)` runs with the new value, and
    /// `background()` fills the view's frame with the background style (white in the light
    /// appearance, Apple's `background(ignoresSafeAreaEdges:)`), behind the view.
    func testOlderModifiers() {
        MainActor.assumeIsolated {
            struct Counter: View {
                @State private var count = 0
                let log: (Int) -> Void
                var body: some View {
                    Button("Add") { count += 1 }
                        .id("add")
                        .onChange(of: count, perform: log)
                }
            }
            var seen: [Int] = []
            let host = ViewHost(rootView: Counter { seen.append($0) }, size: CGSize(width: 200, height: 100))
            host.tap(on: "add")
            host.tap(on: "add")
            XCTAssertEqual(seen, [1, 2])

            let list = LayoutSnapshot(of: Color.red.frame(width: 10, height: 10).background(), proposal: .unspecified).displayList
            guard case .fill(_, let color, _)? = list.items.first?.content else { return XCTFail("\(list)") }
            XCTAssertEqual(color, DisplayList.RGBA(red: 1, green: 1, blue: 1))
            XCTAssertEqual(list.items.count, 2)
        }
    }
}
