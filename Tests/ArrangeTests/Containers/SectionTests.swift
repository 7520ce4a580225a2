import XCTest
@testable import Arrange

/// `Section`, `Group(sections:transform:)`, `ForEach(sections:content:)`, `SectionCollection`
/// and `SectionConfiguration`. Apple's documentation ("SectionCollection"): content not in a
/// section "is grouped with its sibling content to form implicit sections, meaning the minimum
/// number of sections in a SectionCollection is one"; ("SectionConfiguration.containerValues")
/// "only explicitly created sections are able to have container values". Outside a container
/// that reads sections, a section is its header, content and footer (Docs/Differences.md,
/// "Custom containers").
final class SectionTests: XCTestCase {
    /// Header, content and footer counts of each section of `content`, and each section's name.
    private func shapes<V: View>(@ViewBuilder _ content: () -> V) -> [[Int]] {
        var shapes: [[Int]] = []
        let content = content()
        _ = LayoutSnapshot(of: Group(sections: content) { sections in
            let _ = shapes = sections.map { [$0.header.count, $0.content.count, $0.footer.count] }
            EmptyView()
        }, in: CGSize(width: 100, height: 100))
        return shapes
    }

    /// In a `VStack(spacing: 0)`, a section with a 10-tall header, two 20-tall rows and a
    /// 5-tall footer is four rows: 55 tall, the footer at y = 50 (§4).
    func testSectionInAStackIsItsHeaderContentAndFooter() {
        let view = VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 20)
                Color.red.frame(width: 10, height: 20)
            } header: {
                Color.blue.frame(width: 10, height: 10)
            } footer: {
                Color.gray.frame(width: 10, height: 5).id("footer")
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 55))
        XCTAssertEqual(snapshot.frame(of: "footer")?.minY, 50)
    }

    /// Explicit sections are sections; the views between them form implicit ones.
    func testExplicitAndImplicitSections() {
        XCTAssertEqual(shapes {
            Color.red
            Color.red
            Section { Color.blue } header: { Color.gray }
            Section("Title") { Color.blue; Color.blue }
            Color.red
        }, [[0, 2, 0], [1, 1, 0], [1, 2, 0], [0, 1, 0]])
    }

    /// Empty content still has one (implicit, empty) section.
    func testEmptyContentHasOneSection() {
        XCTAssertEqual(shapes { EmptyView() }, [[0, 0, 0]])
    }

    /// A section inside a nested container belongs to that container's subview, not to the
    /// collection: a `VStack` holding a section is one implicit section's content.
    func testSectionsInsideNestedContainersAreNotCollected() {
        XCTAssertEqual(shapes {
            VStack { Section { Color.blue } header: { Color.gray } }
        }, [[0, 1, 0]])
    }

    /// Container values set on a section belong to it; implicit sections have defaults.
    func testSectionContainerValues() {
        var names: [String] = []
        let content = Group {
            Color.red
            Section { Color.blue }.containerValue(\.name, "fruit")
        }
        _ = LayoutSnapshot(of: Group(sections: content) { sections in
            let _ = names = sections.map(\.containerValues.name)
            EmptyView()
        }, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(names, ["none", "fruit"])
    }

    /// Section ids are distinct and stable across updates.
    func testSectionIDsAreStable() {
        func ids() -> [SectionConfiguration.ID] {
            var ids: [SectionConfiguration.ID] = []
            let content = Group {
                Color.red
                Section { Color.blue }
                Section { Color.green }
            }
            _ = LayoutSnapshot(of: Group(sections: content) { sections in
                let _ = ids = sections.map(\.id)
                EmptyView()
            }, in: CGSize(width: 100, height: 100))
            return ids
        }
        let first = ids()
        XCTAssertEqual(Set(first).count, 3)
        XCTAssertEqual(ids(), first)
    }

    /// `ForEach(sections:)` makes one view per section: each section as an `HStack(spacing: 0)`
    /// of 10 × 10 tiles, stacked in a `VStack(spacing: 0)`, gives rows 20, 10 and 30 wide
    /// (header and content tiles, §4), 30 × 30 in all; rows are centred across (§4, the default
    /// centre alignment), so the 20-wide first row starts at x = 5.
    func testForEachSectionsMakesOneViewPerSection() {
        let content = Group {
            Section { tile("a1") } header: { tile("h") }
            tile("b1")
            Section { tile("c1"); tile("c2"); tile("c3") }
        }
        let view = VStack(spacing: 0) {
            ForEach(sections: content) { section in
                HStack(spacing: 0) {
                    section.header
                    section.content
                    section.footer
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(snapshot.frame(of: "a1"), CGRect(x: 15, y: 0, width: 10, height: 10))
        XCTAssertEqual(snapshot.frame(of: "b1"), CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(snapshot.frame(of: "c3"), CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    private func tile(_ id: String) -> some View {
        Color.red.frame(width: 10, height: 10).id(id)
    }
}
