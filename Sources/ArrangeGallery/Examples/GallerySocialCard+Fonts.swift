import Arrange
import Foundation

extension GallerySocialCard {
    /// Adds the gallery's font subsets to the fallback chain (again if they were removed; adding
    /// them twice changes nothing): Noto Sans CJK SC (regular and
    /// bold) and Noto Color Emoji, cut to the characters of the card's variants by
    /// `Scripts/make-font-subsets.sh` (OFL; `Resources/Fonts/LICENSE-OFL.txt`). The gallery reads
    /// no system fonts, so it draws the same on every machine.
    public static func registerFallbackFonts() {
        for name in ["NotoSansCJKsc-Regular-Subset.otf", "NotoSansCJKsc-Bold-Subset.otf", "NotoColorEmoji-Subset.ttf"] {
            guard let path = Bundle.module.path(forResource: "Fonts/\(name)", ofType: nil) else { continue }
            _ = try? FontRegistry.addFallback(contentsOfFile: path)
        }
    }
}
