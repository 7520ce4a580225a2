import Arrange
import Foundation

// HStack / VStack oracle cases (objc, oleb, OpenSwiftUI UI tests, Tokamak layout tests).

let oracleStackCases: [(String, OracleCase)] = [
    ("objc-hstack-three-rectangles", .proposed("coordinate_space 'inside the .frame(300x100)': the 300x100 frame is the root at (0,0)") {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).id("red")
            Rectangle().fill(Color.green).id("green")
            Rectangle().fill(Color.blue).id("blue")
        }.frame(width: 300, height: 100)
    }),

    // hstack_size is read from the HStack marked "hstack".
    ("objc-hstack-maxwidth-minwidth-overflow", .proposed("coordinate_space 'inside the .frame(150x100)': the 150x100 frame is the root at (0,0)") {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).id("red").frame(maxWidth: 100)
            Rectangle().fill(Color.green).id("green").frame(minWidth: 100)
        }.id("hstack").frame(width: 150, height: 100)
    }),

    // relativeProposed(width:) is Ole Begemann's modifier, transcribed below as the case describes it.
    ("oleb-relative-proposed-middle-child", .proposed("coordinate_space 'inside the HStack': proposed 620x80, the 80-high frame is the root at (0,0) and holds the 620-wide HStack at its origin") {
        HStack(spacing: 10) {
            Color.blue.id("blue")
            Color.green.id("green").relativeProposed(width: 0.5)
            Color.yellow.id("yellow")
        }.border(.primary).frame(height: 80)
    }),

    ("osui-hstack-frame150", .hosted {
        HStack {
            Color.red.id("red").frame(width: 50, height: 50)
            Color.blue.id("blue").frame(width: 50, height: 50)
        }.id("hstack").frame(width: 150, height: 150).background { Color.black.id("frame(150x150)/black") }
    }),

    ("osui-hvstack-spacing", .hosted {
        VStack(spacing: 20) {
            Color.red.id("red").frame(width: 40, height: 40)
            Color.blue.id("blue").frame(width: 40, height: 40)
            HStack(spacing: 30) {
                Color.green.id("green").frame(width: 40, height: 40)
                Color.yellow.id("yellow").frame(width: 40, height: 40)
            }.id("hstack")
        }.background { Color.black.id("vstack/black") }
    }),

    ("osui-hvstack-alignment", .hosted {
        VStack(alignment: .leading) {
            Color.red.id("red").frame(width: 30, height: 30)
            Color.blue.id("blue").frame(width: 40, height: 40)
            HStack(alignment: .top) {
                Color.green.id("green").frame(width: 50, height: 50)
                Color.yellow.id("yellow").frame(width: 60, height: 60)
            }.id("hstack")
        }.background { Color.black.id("vstack/black") }
    }),

    ("osui-hvstack-flexible-colors", .hosted {
        VStack {
            Color.red.id("red")
            Color.blue.id("blue")
            HStack {
                Color.green.id("green")
                Color.yellow.id("yellow")
            }.id("hstack")
        }.background { Color.black.id("vstack/black") }
    }),

    ("osui-vstack-layoutPriority", .hosted {
        VStack {
            Color.red.id("red")
            Color.blue.id("blue").layoutPriority(1)
            HStack {
                Color.green.id("green")
                Color.yellow.id("yellow")
            }.id("hstack")
        }.background { Color.black.id("vstack/black") }
    }),

    ("osui-vstack-same-size", .hosted {
        VStack(spacing: 20) {
            Color.red.id("red")
            Color.yellow.id("yellow").frame(width: 10, height: 10)
            Color.blue.id("blue")
        }.id("vstack")
    }),

    // Four top-level views: the Group gives the root an implicit VStack (Docs/LayoutRules.md §11). The expected
    // names c0…c3 repeat per stack, so each stack's colours get their own marks; "implicit root
    // VStack" is the root view itself.
    ("osui-alignmentGuide-stacks", .hosted(marks: [
        "v1/c0", "v1/c1", "v1/c2", "v1/c3", "vstack1",
        "v2/c0", "v2/c1", "v2/c2", "v2/c3", "vstack2",
        "h3/c0", "h3/c1", "h3/c2", "h3/c3", "hstack3",
        "h4/c0", "h4/c1", "h4/c2", "h4/c3", "hstack4",
        "@root",
    ]) {
        Group {
            VStack(alignment: .leading) {
                ForEach(0..<4) { i in
                    Color.red.opacity(Double(i) / 6).id("v1/c\(i)").alignmentGuide(.leading) { _ in CGFloat(i) * -10 }
                }
            }.id("vstack1")
            VStack(alignment: .leading) {
                ForEach(0..<4) { i in
                    Color.red.opacity(Double(i) / 6).id("v2/c\(i)").alignmentGuide(.trailing) { _ in CGFloat(i) * 10 }
                }
            }.id("vstack2")
            HStack(alignment: .top) {
                ForEach(0..<4) { i in
                    Color.red.opacity(Double(i) / 6).id("h3/c\(i)").alignmentGuide(.top) { _ in CGFloat(i) * -10 }
                }
            }.id("hstack3")
            HStack(alignment: .top) {
                ForEach(0..<4) { i in
                    Color.red.opacity(Double(i) / 6).id("h4/c\(i)").alignmentGuide(.bottom) { _ in CGFloat(i) * 10 }
                }
            }.id("hstack4")
        }
    }),

    // Tokamak's "Rectangle()…" is Rectangle().fill(Color(white: 0)) / Rectangle().fill(Color(white: 127/255)).
    ("tk-vstack-default-spacing", .hosted {
        VStack {
            Rectangle().fill(Color(white: 0)).id("rect1")
            Rectangle().fill(Color(white: 127 / 255)).id("rect2")
        }
    }),

    ("tk-hstack-default-spacing", .hosted {
        HStack {
            Rectangle().fill(Color(white: 0)).id("rect1")
            Rectangle().fill(Color(white: 127 / 255)).id("rect2")
        }
    }),

    ("tk-vstack-spacing0", .hosted {
        VStack(spacing: 0) {
            Rectangle().fill(Color(white: 0)).id("rect1")
            Rectangle().fill(Color(white: 127 / 255)).id("rect2")
        }
    }),

    ("tk-hstack-align-top", .hosted {
        HStack(alignment: .top) {
            Rectangle().fill(Color(white: 0)).id("rect1")
            Rectangle().fill(Color(white: 127 / 255)).id("rect2").frame(height: 50)
        }
    }),

    ("tk-hstack-align-bottom", .hosted {
        HStack(alignment: .bottom) {
            Rectangle().fill(Color(white: 0)).id("rect1")
            Rectangle().fill(Color(white: 127 / 255)).id("rect2").frame(height: 50)
        }
    }),

    ("tk-hstack-priority", .hosted {
        HStack {
            Rectangle().fill(Color(white: 0)).id("rect1").frame(minHeight: 50)
            Rectangle().fill(Color(white: 127 / 255)).id("rect2").layoutPriority(1)
        }
    }),
]

/// Ole Begemann's `relativeProposed` (oleb.net/2023/swiftui-relative-size-in-stacks): a one-subview
/// Layout that scales the proposal (nil and ∞ stay nil and ∞) for sizing, and places the subview
/// centred with the scaled proposal. The content is wrapped in a VStack so the layout has one subview.
struct OracleRelativeSizeLayout: Layout {
    var relativeWidth: Double
    var relativeHeight: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(scaled(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: scaled(proposal))
    }

    private func scaled(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * relativeWidth },
                         height: proposal.height.map { $0 * relativeHeight })
    }
}

extension View {
    func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        OracleRelativeSizeLayout(relativeWidth: width, relativeHeight: height) {
            VStack { self }
        }
    }
}
