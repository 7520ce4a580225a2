import Arrange

// A shimmer, as component packages write it: a `ViewModifier` that sweeps a bright band across its
// content, masked by the content, animated from `onAppear` with a linear repeating animation.

/// Sweeps a white band (60 % opaque at its middle) across the content every `duration` seconds.
struct Shimmer: ViewModifier {
    var duration: Double = 1.5
    @State private var phase: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .overlay {
                GeometryReader { proxy in
                    LinearGradient(colors: [.white.opacity(0), .white.opacity(0.6), .white.opacity(0)],
                                   startPoint: .leading, endPoint: .trailing)
                        .frame(width: proxy.size.width / 2)
                        // From just before the leading edge (phase 0) to just past the trailing
                        // edge (phase 1): the band's leading edge moves from −w/2 to w.
                        .offset(x: -proxy.size.width / 2 + phase * proxy.size.width * 1.5)
                }
            }
            .mask(content)
            .onAppear {
                withAnimation(.linear(duration: duration).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

extension View {
    /// Shimmers this view (`Shimmer`).
    func shimmering(duration: Double = 1.5) -> some View {
        modifier(Shimmer(duration: duration))
    }
}

/// A placeholder card loading: two grey bars, shimmering.
struct LoadingCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 4).fill(Color.gray).frame(width: 160, height: 20)
            RoundedRectangle(cornerRadius: 4).fill(Color.gray).frame(width: 100, height: 20)
        }
        .shimmering()
        .id("card")
    }
}
