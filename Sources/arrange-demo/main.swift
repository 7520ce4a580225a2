// The README's example: a card laid out as SwiftUI would lay it out, printed as a tree of frames.
// Run it with `swift run arrange-demo`.
import Arrange

/// A voting card: an avatar, a row of vote bars that share the width, and a footer pinned to the
/// trailing edge.
struct VoteCard: View {
    var votes: [Int] = [25, 9, 16]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Circle().fill(Color.orange).frame(width: 48, height: 48).id("avatar")
                Spacer()
                Capsule().fill(Color.blue).frame(width: 80, height: 24).id("badge")
            }
            HStack(alignment: .bottom, spacing: 4) {
                ForEach(votes.indices, id: \.self) { index in
                    Color.green
                        .frame(maxWidth: .infinity)
                        .frame(height: CGFloat(votes[index]) * 2)
                        .id("bar\(index)")
                }
            }
            .frame(height: 60, alignment: .bottom)
            HStack {
                Spacer()
                Color.gray.frame(width: 60, height: 16).id("footer")
            }
        }
        .padding()
        .background(Color.white)
        .id("card")
    }
}

let arguments = CommandLine.arguments.dropFirst()
let width = arguments.first.flatMap(Double.init) ?? 320
let height = arguments.dropFirst().first.flatMap(Double.init) ?? 240
guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
    print("usage: arrange-demo [width] [height]  (non-negative numbers of points)")
    exit(2)
}
let snapshot = LayoutSnapshot(of: VoteCard(), in: CGSize(width: width, height: height))
print(snapshot)
