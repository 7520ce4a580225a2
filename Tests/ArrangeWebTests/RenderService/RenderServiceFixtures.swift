import ArrangeWeb
import Foundation
import Hummingbird
import HummingbirdTesting

/// A 1200 × 630 card (the Open Graph image size) with a title: fixed-size, so its image is
/// 1200 × 630 points whatever is proposed.
struct TestCard: View {
    var title: String

    var body: some View {
        Text(title)
            .font(.system(size: 64, weight: .bold))
            .foregroundColor(.white)
            .frame(width: 1200, height: 630)
            .background(Color.indigo)
    }
}

/// A layout that takes 10 ms to measure, to make a layout slower than a time limit.
struct SlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        Thread.sleep(forTimeInterval: 0.01)
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// An error that is not a `RenderParameterError`.
struct InternalFailure: Error {}

enum RenderServiceFixtures {
    /// A service with the views the tests ask for, routed under `/render` behind the security
    /// middleware.
    static func application(limits: RenderLimits = RenderLimits()) -> some ApplicationProtocol {
        let service = RenderService(limits: limits)
        service.register("card") { params in TestCard(title: params.string("title") ?? "Card") }
        // A colour fills what it is proposed: the image is exactly width × height.
        service.register("box") { params in params.color("tint") ?? Color.red }
        service.register("typed") { params in
            let count = params.int("count", in: 0...99) ?? 1
            let ratio = params.double("ratio") ?? 1
            let flag = params.bool("flag") ?? false
            return Color.blue.frame(width: Double(count) * ratio * (flag ? 2 : 1) + 1, height: 10)
        }
        service.register("checked") { params in
            let value = params.int("value") ?? 0
            if value > 100 { throw RenderParameterError("value must be at most 100") }
            return Color.green.frame(width: 10, height: 10)
        }
        service.register("failing") { _ -> Color in throw InternalFailure() }
        service.register("slow") { _ in
            VStack {
                ForEach(0..<200, id: \.self) { _ in SlowLayout { Color.gray } }
            }
        }
        let router = Router()
        router.add(middleware: WebSecurityMiddleware())
        service.addRoutes(to: router)
        return Application(router: router)
    }

    /// The width and height in a PNG's IHDR chunk: big-endian 32-bit integers at bytes 16–19 and
    /// 20–23 (8 bytes of signature, then the chunk's 4-byte length and 4-byte type; PNG
    /// specification §11.2.2).
    static func pngSize(_ buffer: ByteBuffer) -> (width: Int, height: Int)? {
        let bytes = Array(buffer.readableBytesView)
        guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == Array("IHDR".utf8)[...] else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
