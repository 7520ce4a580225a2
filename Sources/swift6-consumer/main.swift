// A program written as a new user writes one, in the Swift 6 language mode: views built in
// top-level code (which runs on the main actor) and in a `@MainActor` function, with closures
// formed there, then laid out, hosted and rendered. Those closures are isolated to the main
// actor, and Swift 6 checks that they run there: Arrange calls them on the caller's thread
// (Docs/Engine.md, "Threads and stacks"). `SourceCompatibilityTests` runs it and reads what it prints.
import Arrange
import ArrangeRendering

let names = ["Ant", "Bee", "Cat"]
let list = VStack(alignment: .leading, spacing: 4) {
    ForEach(names, id: \.self) { name in
        Color.blue.frame(width: CGFloat(name.count * 10), height: 10).id(name)
    }
}
let snapshot = LayoutSnapshot(of: list, proposal: .unspecified)
print("top-level:", snapshot.size.width, snapshot.size.height)

@MainActor
func makeBadges(count: Int) -> some View {
    HStack(spacing: 2) {
        ForEach(0..<count, id: \.self) { index in
            Circle().fill(.orange).frame(width: 8, height: 8).id(index)
        }
    }
    .alignmentGuide(.leading) { dimensions in dimensions.width / 2 }
}

let badges = LayoutSnapshot(of: makeBadges(count: 4), in: CGSize(width: 100, height: 20))
print("main-actor function:", badges.frame(of: 3).map { "\($0.minX) \($0.minY)" } ?? "none")

let renderer = ImageRenderer(content: makeBadges(count: 2))
print("svg bytes > 0:", renderer.svg.utf8.count > 0, "png:", renderer.pngData() != nil)

let host = ViewHost(rootView: GeometryReader { proxy in
    Color.green.frame(width: proxy.size.width / 2, height: 10).id("half")
}, size: CGSize(width: 80, height: 40))
print("geometry reader:", host.frame(of: "half").map { "\($0.width)" } ?? "none")

let layoutHost = LayoutHost(rootView: makeBadges(count: 1), size: CGSize(width: 50, height: 50))
layoutHost.update(rootView: makeBadges(count: 3))
print("layout host:", layoutHost.snapshot.frame(of: 2).map { "\($0.minX)" } ?? "none")
