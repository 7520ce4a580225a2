import Arrange

/// Stands in for the sample app's podium image: a rounded mint panel 300 points square, on
/// which each ``GalleryAvatar`` stands on its own step wherever the layout puts it.
public struct GalleryPodium: View {
    /// Creates the podium.
    public init() {}

    /// The panel.
    public var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.mint.opacity(0.25))
            .frame(width: 300, height: 300)
    }
}

/// Stands in for the sample app's avatar images: a circle in the pet's colour with its initial.
public struct GalleryAvatar: View {
    /// The pet shown.
    public var pet: GalleryPet

    /// Creates an avatar for `pet`.
    public init(pet: GalleryPet) {
        self.pet = pet
    }

    /// A 60-point circle with the pet's initial, white, bold, standing on a step of the podium:
    /// a block 84 × 14 drawn behind and below the circle (no part of layout), its top 4 points
    /// above the circle's lowest point.
    public var body: some View {
        Circle()
            .fill(pet.color)
            .frame(width: 60, height: 60)
            .overlay {
                Text(String(pet.type.prefix(1)))
                    .font(.title.bold())
                    .foregroundColor(.white)
            }
            .shadow(radius: 3)
            .background(alignment: .bottom) { step.alignmentGuide(.bottom) { $0[.top] + 4 } }
    }

    /// The step: a lighter top face over a darker front.
    private var step: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 3).fill(Color(white: 0.82)).frame(height: 5)
            UnevenRoundedRectangle(bottomLeadingRadius: 4, bottomTrailingRadius: 4).fill(Color(white: 0.64)).frame(height: 9)
        }
        .frame(width: 84)
    }
}
