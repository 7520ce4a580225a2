import Arrange

/// A sheet of the SF Symbols names Arrange draws (Docs/Differences.md "Symbol images"): each
/// symbol over its name, `columns` to a row, in the table's order.
struct GallerySymbolSheet: View {
    /// How many symbols a row holds.
    var columns = 8
    /// The width of each symbol's cell.
    var cellWidth: CGFloat = 124

    /// The mapped names, `columns` to a row.
    private var rows: [[String]] {
        let names = SymbolCatalogue.names
        return stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<Swift.min($0 + columns, names.count)]) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(rows, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(row, id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name).font(.title2)
                            Text(name).font(.caption2).foregroundStyle(.secondary).lineLimit(1).truncationMode(.middle)
                        }
                        .frame(width: cellWidth)
                    }
                }
            }
        }
    }
}
