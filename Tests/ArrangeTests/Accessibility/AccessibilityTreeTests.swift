import Foundation
import XCTest
@testable import Arrange

/// The accessibility tree (Docs/Differences.md, "Accessibility tree"). Expected values come from
/// Apple's documentation: `Button` — "a control that initiates an action", whose label is its
/// content and whose trait is `isButton`; `Text` — static text (`isStaticText`), read as its
/// string; `accessibilityElement(children:)` — `.ignore` hides the children, `.combine` merges
/// their properties, `.contain` keeps them as children; `accessibilitySortPriority(_:)` —
/// "Higher numbers are sorted first. The default sort priority is zero."
final class AccessibilityTreeTests: XCTestCase {
    func testTextButtonAndImageHaveTheirDefaultLabelsAndTraits() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                Text("Title")
                Button("Save") {}
                Image(systemName: "heart.fill")
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider())).accessibilityElements
            XCTAssertEqual(elements.map(\.label), ["Title", "Save", "heart fill"])
            XCTAssertEqual(elements.map(\.traits), [.isStaticText, .isButton, .isImage])
            XCTAssertEqual(elements.map(\.description), ["Title", "Save, button", "heart fill, image"])
            XCTAssertEqual(elements[1].actions, ["default"])
        }
    }

    func testModifiersSetLabelValueHintTraitsAndIdentifier() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                Text("Settings").accessibilityAddTraits(.isHeader)
                Image(systemName: "trash").accessibilityLabel("Delete").accessibilityHint("Removes the item")
                Color.red.frame(width: 10, height: 10).accessibilityLabel("Level").accessibilityValue("50%").accessibilityIdentifier("level")
                Text("Ignored").accessibilityHidden(true)
                Button("Plain") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider())).accessibilityElements
            XCTAssertEqual(elements.map(\.label), ["Settings", "Delete", "Level", "Plain"])
            XCTAssertEqual(elements[0].traits, [.isStaticText, .isHeader])
            XCTAssertEqual(elements[0].description, "Settings, header")
            XCTAssertEqual(elements[1].description, "Delete, image. Removes the item")
            XCTAssertEqual(elements[2].value, "50%")
            XCTAssertEqual(elements[2].identifier, "level")
            XCTAssertEqual(elements[2].frame.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(elements[3].traits, .isLink)
        }
    }

    func testChildBehaviors() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                HStack { Text("Name"); Text("Ada") }.accessibilityElement(children: .combine)
                HStack { Text("Hidden"); Text("Too") }.accessibilityElement(children: .ignore).accessibilityLabel("Summary")
                HStack { Text("A"); Text("B") }.accessibilityElement(children: .contain)
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider())).accessibilityElements
            // Combined labels are joined with ", " (Docs/Differences.md, "Accessibility tree").
            XCTAssertEqual(elements.map(\.label), ["Name, Ada", "Summary", "A", "B"])
            XCTAssertEqual(elements[0].traits, .isStaticText)
        }
    }

    func testReadingOrderIsSortPriorityThenTopToBottomThenLeadingToTrailing() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                HStack(spacing: 0) { Text("1"); Text("2") }
                Text("3")
                Text("Last first").accessibilitySortPriority(1)
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider())).accessibilityElements
            XCTAssertEqual(elements.map(\.label), ["Last first", "1", "2", "3"])
            // Right to left, the leading text is the one on the right: still read first.
            var environment = boxEnvironment(BoxFontProvider())
            environment.layoutDirection = .rightToLeft
            let mirrored = LayoutSnapshot(of: HStack(spacing: 0) { Text("1"); Text("2") }, in: CGSize(width: 200, height: 200), environment: environment).accessibilityElements
            XCTAssertEqual(mirrored.map(\.label), ["1", "2"])
            XCTAssertGreaterThan(mirrored[0].frame.minX, mirrored[1].frame.minX)
        }
    }

    struct Switches: View {
        @State private var isOn = false
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text("Count \(count)")
                    .accessibilityAction { count += 1 }
                    .accessibilityAction(named: "Reset") { count = 0 }
            }
        }
    }

    func testToggleAndActionsInAHost() {
        MainActor.assumeIsolated {
            let host = makeHost(Switches())
            var elements = host.accessibilityElements
            XCTAssertEqual(elements[0].label, "Wi-Fi")
            XCTAssertEqual(elements[0].value, "0")
            XCTAssertTrue(elements[0].traits.contains(.isToggle))
            XCTAssertEqual(elements[1].actions, ["default", "Reset"])
            XCTAssertTrue(host.performAccessibilityAction("default", on: elements[0]))
            XCTAssertTrue(host.performAccessibilityAction("default", on: elements[1]))
            XCTAssertTrue(host.performAccessibilityAction("default", on: elements[1]))
            elements = host.accessibilityElements
            XCTAssertEqual(elements[0].value, "1")
            XCTAssertEqual(elements[0].description, "Wi-Fi, 1, toggle")
            XCTAssertEqual(elements[1].label, "Count 2")
            XCTAssertTrue(host.performAccessibilityAction("Reset", on: elements[1]))
            XCTAssertEqual(host.accessibilityElements[1].label, "Count 0")
            XCTAssertEqual(host.accessibilityDescription, "Wi-Fi, 1, toggle\nCount 0")
            // An action the element does not have is a diagnostic, not a crash.
            XCTAssertFalse(host.performAccessibilityAction("Explode", on: elements[1]))
            XCTAssertEqual(host.diagnostics.last, "accessibility action \"Explode\": the element \"Count 2\" has no such action")
        }
    }

    /// An image from a file is labelled with its name (Apple's documentation of `Image(_:bundle:)`:
    /// the name is used as the accessibility label); a decorative image has no element ("an
    /// unlabeled, decorative image ... which the accessibility system ignores", Apple's
    /// documentation of `Image(decorative:bundle:)`).
    func testImagesFromFilesAndDecorativeImages() throws {
        let directory = try XCTUnwrap(Bundle.module.url(forResource: "Images", withExtension: nil))
        let path = directory.appendingPathComponent("rgb-key.png").path
        try MainActor.assumeIsolated {
            let bundle = try XCTUnwrap(Bundle(url: directory))
            let view = VStack(spacing: 0) {
                Image(contentsOfFile: path)
                Image(decorative: "rgb-key", bundle: bundle)
                Image("rgb-key", bundle: bundle)
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200)).accessibilityElements
            XCTAssertEqual(elements.map(\.label), ["rgb-key", "rgb-key"], "the file's and the named image's; not the decorative one")
            XCTAssertEqual(elements.first?.traits, .isImage)
        }
    }

    /// A NaN sort priority counts as 0: the texts are read in position order.
    func testNaNSortPriorityCountsAsZero() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 0) {
                Text("First")
                Text("Second").accessibilitySortPriority(.nan)
            }
            let elements = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider())).accessibilityElements
            XCTAssertEqual(elements.map(\.label), ["First", "Second"])
            XCTAssertEqual(elements[1].sortPriority, 0)
        }
    }

    struct Disappearing: View {
        @State private var shown = true
        var body: some View {
            VStack(spacing: 0) {
                if shown { Text("Gone soon") }
                Button("Hide") { shown = false }
            }
        }
    }

    /// Acting on an element that is no longer shown is a diagnostic.
    func testActingOnAnElementNoLongerShownIsADiagnostic() {
        MainActor.assumeIsolated {
            let host = makeHost(Disappearing())
            let elements = host.accessibilityElements
            XCTAssertEqual(elements.map(\.description), ["Gone soon", "Hide, button"])
            XCTAssertTrue(host.performAccessibilityAction("default", on: elements[1]))
            XCTAssertEqual(host.accessibilityElements.map(\.label), ["Hide"])
            XCTAssertFalse(host.performAccessibilityAction("default", on: elements[0]))
            XCTAssertEqual(host.diagnostics.last, "accessibility action \"default\": the element \"Gone soon\" is no longer shown")
        }
    }

    /// A text under 50,000 nested paddings is still found: the walk continues on stack segments
    /// as layout does (Docs/Engine.md, "Threads and stacks"). The nested value is released on a
    /// segment too (its deinitialisers recurse once per level; see `ScaleTests`).
    func testDeepTreesDoNotOverflowTheStack() {
        MainActor.assumeIsolated {
            var view: AnyView? = AnyView(Text("Deep"))
            for _ in 0..<50_000 { view = AnyView(view!.padding(0)) }
            let snapshot = LayoutSnapshot(of: view!, in: CGSize(width: 200, height: 200), environment: boxEnvironment(BoxFontProvider()))
            StackGuard.onNewSegment { _ in view = nil }
            XCTAssertEqual(snapshot.accessibilityElements.map(\.label), ["Deep"])
        }
    }

    func testTraitsAreASetAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        XCTAssertTrue(traits.contains(.isButton))
        traits.remove(.isButton)
        XCTAssertEqual(traits, .isSelected)
        traits.insert(.isHeader)
        XCTAssertEqual(traits.names, ["isHeader", "isSelected"])
        XCTAssertTrue(AccessibilityTraits().isEmpty)
    }
}
