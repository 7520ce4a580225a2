import Arrange

extension Gallery {
    /// Symbol images: every mapped SF Symbols name with its caption, light and dark, and how
    /// symbols size and align with text.
    static var symbolExamples: [GalleryExample] {
        [
            GalleryExample("symbols-sheet", "Symbols: every name Image(systemName:) draws (Phosphor icons)", family: "Symbols", code: #"""
            GallerySymbolSheet()
                .padding()
            """#) {
            GallerySymbolSheet()
                .padding()
            },

            GalleryExample("symbols-sheet-dark", "Symbols: the sheet in the dark appearance", family: "Symbols", code: #"""
            GallerySymbolSheet()
                .padding()
                .background(Color.black)
                .environment(\.colorScheme, .dark)
            """#) {
            GallerySymbolSheet()
                .padding()
                .background(Color.black)
                .environment(\.colorScheme, .dark)
            },

            GalleryExample("symbols-sizing", "Symbols: sized by the font, imageScale, weight, colour, in Text and Label", family: "Symbols", code: #"""
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 16) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill").imageScale(.medium)
                    Image(systemName: "star.fill").imageScale(.large)
                    Image(systemName: "gear").font(.system(size: 30))
                    Image(systemName: "gear").font(.system(size: 30, weight: .bold))
                    Image(systemName: "heart.fill").foregroundStyle(Color.red)
                    Image(systemName: "not.a.symbol")
                }
                Text("Tap ") + Text(Image(systemName: "square.and.arrow.up")) + Text(" to share")
                Label("Favourites", systemImage: "star").font(.headline)
                Label("Trash", systemImage: "trash").foregroundStyle(Color.red)
                Image(systemName: "checkmark.circle.fill").resizable().scaledToFit().foregroundStyle(Color.green).frame(width: 80, height: 40)
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 16) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill").imageScale(.medium)
                    Image(systemName: "star.fill").imageScale(.large)
                    Image(systemName: "gear").font(.system(size: 30))
                    Image(systemName: "gear").font(.system(size: 30, weight: .bold))
                    Image(systemName: "heart.fill").foregroundStyle(Color.red)
                    Image(systemName: "not.a.symbol")
                }
                Text("Tap ") + Text(Image(systemName: "square.and.arrow.up")) + Text(" to share")
                Label("Favourites", systemImage: "star").font(.headline)
                Label("Trash", systemImage: "trash").foregroundStyle(Color.red)
                Image(systemName: "checkmark.circle.fill").resizable().scaledToFit().foregroundStyle(Color.green).frame(width: 80, height: 40)
            }
            .padding()
            },
        ]
    }
}
