import XCTest
import Arrange
import ArrangeRendering

/// A photo-card with the effects apps apply (Apple's documentation examples of `blur(radius:)`,
/// `grayscale(_:)`, `blendMode(_:)`, `mask(alignment:_:)`, `rotation3DEffect`), in the Swift 6
/// language mode. Rendering effects never change layout (Apple: they are applied to the view's
/// rendered output), so every frame is the frame without them.
struct EffectCard: View {
    var isDisabled: Bool
    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle().fill(Color.yellow).frame(width: 60, height: 60).offset(x: -15)
                Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: 15).blendMode(.multiply)
            }
            .compositingGroup()
            .frame(width: 120, height: 60)
            .id("art")
            Text("Effects")
                .font(.headline)
                .blur(radius: isDisabled ? 2 : 0)
                .id("title")
            Color.blue
                .frame(width: 120, height: 20)
                .mask(alignment: .leading) { Capsule().frame(width: 60) }
                .id("bar")
        }
        .grayscale(isDisabled ? 1 : 0)
        .saturation(0.9)
        .brightness(0.05)
        .contrast(1.1)
        .hueRotation(.degrees(10))
        .colorMultiply(.white)
        .rotation3DEffect(.degrees(isDisabled ? 20 : 0), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.5)
        .drawingGroup()
    }
}

/// The same card without effects, for the frames.
struct PlainCard: View {
    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle().fill(Color.yellow).frame(width: 60, height: 60).offset(x: -15)
                Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: 15)
            }
            .frame(width: 120, height: 60)
            .id("art")
            Text("Effects").font(.headline).id("title")
            Color.blue.frame(width: 120, height: 20).id("bar")
        }
    }
}

final class EffectTests: XCTestCase {
    /// Apple: effects are rendering effects: the frames of every view equal those without them.
    func testEffectsLeaveFramesUnchanged() {
        MainActor.assumeIsolated {
            let size = CGSize(width: 300, height: 200)
            for disabled in [false, true] {
                let withEffects = LayoutSnapshot(of: EffectCard(isDisabled: disabled), in: size)
                let plain = LayoutSnapshot(of: PlainCard(), in: size)
                for id in ["art", "title", "bar"] {
                    XCTAssertEqual(withEffects.frame(of: id), plain.frame(of: id), id)
                }
                XCTAssertTrue(withEffects.diagnostics.isEmpty, "\(withEffects.diagnostics)")
            }
        }
    }

    /// W3C Filter Effects `grayscale(1)` (Rec. 709 luma): pure red becomes 0.2126 × 255 = 54 gray,
    /// whichever renderer draws it; `colorInvert()` turns it cyan.
    func testGrayscaleAndInvertInBothRenderers() throws {
        try MainActor.assumeIsolated {
            let red = Color(red: 1, green: 0, blue: 0)
            let gray = ImageRenderer(content: red.frame(width: 10, height: 10).grayscale(1))
            let image = try PNGRenderer(scale: 1, isOpaque: true).pixels(of: gray.displayList)
            XCTAssertEqual(Array(image.rgba[0..<4]), [54, 54, 54, 255])
            XCTAssertTrue(gray.svg.contains("feColorMatrix"))
            let inverted = try PNGRenderer(scale: 1, isOpaque: true).pixels(of: ImageRenderer(content: red.frame(width: 10, height: 10).colorInvert()).displayList)
            XCTAssertEqual(Array(inverted.rgba[0..<4]), [0, 255, 255, 255])
        }
    }

    /// `transformEffect` and `projectionEffect` with `ProjectionTransform` as app code builds them;
    /// the projected corner of a translation is the translated corner.
    func testProjectionTransformInAppCode() {
        MainActor.assumeIsolated {
            var transform = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
            XCTAssertTrue(transform.isAffine)
            XCTAssertEqual(CGPoint(x: 1, y: 1).applying(transform), CGPoint(x: 6, y: 1))
            XCTAssertTrue(transform.invert())
            XCTAssertEqual(CGPoint(x: 6, y: 1).applying(transform), CGPoint(x: 1, y: 1))
            let view = Color.green.frame(width: 20, height: 20)
                .projectionEffect(transform)
                .transformEffect(.identity)
                .clipShape(Circle(), style: FillStyle(eoFill: true))
                .luminanceToAlpha()
                .id("v")
            XCTAssertEqual(LayoutSnapshot(of: view, in: CGSize(width: 20, height: 20)).frame(of: "v"), CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }
}
