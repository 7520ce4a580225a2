import Arrange
import Foundation

/// A 1200 × 630 social card (Open Graph size) as the Satori benchmark draws one: a gradient
/// background, a title, a paragraph, an image and a footer. `scale` shrinks every length, so 0.5
/// gives a 600 × 315 card.
public struct GallerySocialCard: View {
    /// The factor applied to every length (1 for 1200 × 630).
    public var scale: CGFloat
    /// The card's title.
    public var title: String
    /// The card's paragraph.
    public var message: String

    /// Creates a card.
    public init(scale: CGFloat = 1,
                title: String = "Compose custom layouts with SwiftUI",
                message: String = "Grid, the Layout protocol and ViewThatFits, laid out on Linux exactly as SwiftUI lays them out, then drawn to SVG and PNG without a browser.") {
        self.scale = scale
        self.title = title
        self.message = message
    }

    /// The JPEG file of the card's image, a 480-pixel picture shipped with the gallery.
    public static var imagePath: String? {
        Bundle.module.path(forResource: "avatar", ofType: "jpg")
    }

    /// The card.
    public var body: some View {
        HStack(alignment: .center, spacing: 48 * scale) {
            VStack(alignment: .leading, spacing: 24 * scale) {
                Text(title)
                    .font(.system(size: 64 * scale, weight: .bold))
                    .foregroundColor(.white)
                Text(message)
                    .font(.system(size: 28 * scale))
                    .foregroundColor(.white.opacity(0.85))
                Spacer(minLength: 0)
                Text("arrange · WWDC22 10056")
                    .font(.system(size: 24 * scale, weight: .semibold))
                    .foregroundColor(.white.opacity(0.7))
            }
            Image("avatar", bundle: .module)
                .resizable()
                .frame(width: 240 * scale, height: 240 * scale)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 6 * scale))
        }
        .padding(72 * scale)
        .frame(width: 1200 * scale, height: 630 * scale)
        .background(LinearGradient(colors: [Color.indigo, Color.purple, Color.pink],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}
