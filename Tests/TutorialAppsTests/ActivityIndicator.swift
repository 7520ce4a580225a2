import Foundation
import Arrange

// An activity indicator, as indicator packages write it: eight capsules round a circle, each
// fading from full to 30 % opacity and back, started in `onAppear` with a per-capsule delay.

/// Eight capsules whose opacities pulse one after another.
struct CapsuleIndicator: View {
    static let count = 8
    @State private var opacities = Array(repeating: 0.0, count: CapsuleIndicator.count)

    var body: some View {
        ZStack {
            ForEach(0..<Self.count, id: \.self) { index in
                Capsule()
                    .fill(Color.black)
                    .frame(width: 4, height: 12)
                    .offset(y: -14)
                    .rotationEffect(.degrees(Double(index) / Double(Self.count) * 360))
                    .opacity(opacities[index])
                    .id(index)
            }
        }
        .frame(width: 40, height: 40)
        .onAppear {
            for index in 0..<Self.count {
                opacities[index] = 1
            }
            for index in 0..<Self.count {
                withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(Double(index) / 16)) {
                    opacities[index] = 0.3
                }
            }
        }
    }
}
