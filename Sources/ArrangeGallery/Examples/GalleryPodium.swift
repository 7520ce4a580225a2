import Arrange

/// Stands in for the sample app's podium image: three steps, the middle (first place) highest,
/// drawn as rounded rectangles on a 300 × 300 square.
public struct GalleryPodium: View {
    /// Creates the podium.
    public init() {}

    /// The three steps, bottom-aligned.
    public var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            step(height: 90, color: .gray)
            step(height: 130, color: .gray.opacity(0.8))
            step(height: 60, color: .gray.opacity(0.6))
        }
        .padding(.horizontal, 20)
        .frame(width: 300, height: 300, alignment: .bottom)
        .background(Color.mint.opacity(0.25))
    }

    private func step(height: CGFloat, color: Color) -> some View {
        RoundedRectangle(cornerRadius: 6).fill(color).frame(height: height)
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

    /// A 60-point circle with the pet's initial, white, bold.
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
    }
}
