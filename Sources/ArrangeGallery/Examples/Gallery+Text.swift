import Arrange

extension Gallery {
    /// Text: fonts and weights, wrapping, truncation, multiline alignment, line limits.
    static var textExamples: [GalleryExample] {
        [
            GalleryExample("text-fonts", "Text styles, weights, italic and monospaced", family: "Text", code: #"""
            VStack(alignment: .leading, spacing: 6) {
                Text("Large Title").font(.largeTitle)
                Text("Title, bold").font(.title.bold())
                Text("Headline").font(.headline)
                Text("Body, italic").font(.body.italic())
                Text("Subheadline, secondary").font(.subheadline).foregroundColor(.secondary)
                Text("Monospaced 12:34").font(.system(size: 15, design: .monospaced))
                Text("Caption").font(.caption)
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Large Title").font(.largeTitle)
                Text("Title, bold").font(.title.bold())
                Text("Headline").font(.headline)
                Text("Body, italic").font(.body.italic())
                Text("Subheadline, secondary").font(.subheadline).foregroundColor(.secondary)
                Text("Monospaced 12:34").font(.system(size: 15, design: .monospaced))
                Text("Caption").font(.caption)
            }
            .padding()
            },

            GalleryExample("text-wrapping", "A paragraph wrapped to 240 points", family: "Text",
                           proposal: ProposedViewSize(width: 272, height: nil), code: #"""
            Text("SwiftUI’s layout system, rebuilt in Swift so that it runs everywhere Swift runs. "
                 + "You write the layout code you would write for SwiftUI and get the frames SwiftUI would give.")
                .padding()
                .background(Color.yellow.opacity(0.15))
            """#) {
            Text("SwiftUI’s layout system, rebuilt in Swift so that it runs everywhere Swift runs. "
                 + "You write the layout code you would write for SwiftUI and get the frames SwiftUI would give.")
                .padding()
                .background(Color.yellow.opacity(0.15))
            },

            GalleryExample("text-alignment", "multilineTextAlignment: leading, centre, trailing", family: "Text", code: #"""
            let words = "Three lines of text,\naligned in\nthree ways"
            HStack(alignment: .top, spacing: 12) {
                Text(words).multilineTextAlignment(.leading).border(Color.gray)
                Text(words).multilineTextAlignment(.center).border(Color.gray)
                Text(words).multilineTextAlignment(.trailing).border(Color.gray)
            }
            .padding()
            """#) {
            let words = "Three lines of text,\naligned in\nthree ways"
            HStack(alignment: .top, spacing: 12) {
                Text(words).multilineTextAlignment(.leading).border(Color.gray)
                Text(words).multilineTextAlignment(.center).border(Color.gray)
                Text(words).multilineTextAlignment(.trailing).border(Color.gray)
            }
            .padding()
            },

            GalleryExample("text-truncation", "Truncation: tail, middle, head; a line limit of 2", family: "Text", code: #"""
            let long = "The quick brown fox jumps over the lazy dog and keeps on running"
            VStack(alignment: .leading, spacing: 8) {
                Text(long).lineLimit(1).truncationMode(.tail)
                Text(long).lineLimit(1).truncationMode(.middle)
                Text(long).lineLimit(1).truncationMode(.head)
                Text(long + " " + long).lineLimit(2)
            }
            .frame(width: 220)
            .padding()
            """#) {
            let long = "The quick brown fox jumps over the lazy dog and keeps on running"
            VStack(alignment: .leading, spacing: 8) {
                Text(long).lineLimit(1).truncationMode(.tail)
                Text(long).lineLimit(1).truncationMode(.middle)
                Text(long).lineLimit(1).truncationMode(.head)
                Text(long + " " + long).lineLimit(2)
            }
            .frame(width: 220)
            .padding()
            },

            GalleryExample("text-concatenation", "Concatenated runs in several fonts and colours", family: "Text", code: #"""
            (Text("Bold ").bold()
                + Text("italic ").italic()
                + Text("red ").foregroundColor(.red)
                + Text("and large").font(.title))
                .padding()
            """#) {
            (Text("Bold ").bold()
                + Text("italic ").italic()
                + Text("red ").foregroundColor(.red)
                + Text("and large").font(.title))
                .padding()
            },
        ]
    }
}
