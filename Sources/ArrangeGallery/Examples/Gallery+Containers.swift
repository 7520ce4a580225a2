import Arrange

extension Gallery {
    /// Every container: the stacks, Grid, the lazy stacks and grids, ScrollView, ViewThatFits,
    /// AnyLayout and GeometryReader.
    static var containerExamples: [GalleryExample] {
        [
            GalleryExample("container-hstack", "HStack: bottom alignment, a Spacer", family: "Containers",
                           proposal: ProposedViewSize(width: 300, height: nil), code: #"""
            HStack(alignment: .bottom) {
                Color.red.frame(width: 40, height: 60)
                Color.orange.frame(width: 40, height: 30)
                Spacer()
                Color.green.frame(width: 40, height: 45)
            }
            .padding()
            .border(Color.gray)
            """#) {
            HStack(alignment: .bottom) {
                Color.red.frame(width: 40, height: 60)
                Color.orange.frame(width: 40, height: 30)
                Spacer()
                Color.green.frame(width: 40, height: 45)
            }
            .padding()
            .border(Color.gray)
            },

            GalleryExample("container-vstack", "VStack: leading alignment, spacing 12", family: "Containers", code: #"""
            VStack(alignment: .leading, spacing: 12) {
                Capsule().fill(Color.blue).frame(width: 160, height: 20)
                Capsule().fill(Color.indigo).frame(width: 100, height: 20)
                Capsule().fill(Color.purple).frame(width: 200, height: 20)
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 12) {
                Capsule().fill(Color.blue).frame(width: 160, height: 20)
                Capsule().fill(Color.indigo).frame(width: 100, height: 20)
                Capsule().fill(Color.purple).frame(width: 200, height: 20)
            }
            .padding()
            },

            GalleryExample("container-zstack", "ZStack: layers aligned bottom-trailing", family: "Containers", code: #"""
            ZStack(alignment: .bottomTrailing) {
                RoundedRectangle(cornerRadius: 16).fill(Color.yellow).frame(width: 160, height: 120)
                Circle().fill(Color.red).frame(width: 60, height: 60)
                Text("3").font(.title.bold()).foregroundColor(.white).padding(20)
            }
            .padding()
            """#) {
            ZStack(alignment: .bottomTrailing) {
                RoundedRectangle(cornerRadius: 16).fill(Color.yellow).frame(width: 160, height: 120)
                Circle().fill(Color.red).frame(width: 60, height: 60)
                Text("3").font(.title.bold()).foregroundColor(.white).padding(20)
            }
            .padding()
            },

            GalleryExample("container-grid", "Grid: spanning cells and column alignment", family: "Containers", code: #"""
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                GridRow {
                    Color.red.frame(width: 50, height: 30)
                    Color.orange.frame(width: 80, height: 30)
                    Color.yellow.frame(width: 30, height: 30)
                }
                GridRow {
                    Color.green.frame(height: 30).gridCellColumns(2)
                    Color.blue.frame(width: 20, height: 20)
                }
                GridRow {
                    Text("Leading").gridColumnAlignment(.leading)
                    Text("Centre")
                    Text("End")
                }
            }
            .padding()
            """#) {
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                GridRow {
                    Color.red.frame(width: 50, height: 30)
                    Color.orange.frame(width: 80, height: 30)
                    Color.yellow.frame(width: 30, height: 30)
                }
                GridRow {
                    Color.green.frame(height: 30).gridCellColumns(2)
                    Color.blue.frame(width: 20, height: 20)
                }
                GridRow {
                    Text("Leading").gridColumnAlignment(.leading)
                    Text("Centre")
                    Text("End")
                }
            }
            .padding()
            },

            GalleryExample("container-lazy-vgrid", "LazyVGrid with adaptive columns", family: "Containers",
                           proposal: ProposedViewSize(width: 300, height: nil), code: #"""
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
                ForEach(0..<14, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan][index % 7].opacity(0.7))
                        .frame(height: 44)
                        .overlay { Text("\(index)").font(.caption) }
                }
            }
            .padding()
            """#) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
                ForEach(0..<14, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan][index % 7].opacity(0.7))
                        .frame(height: 44)
                        .overlay { Text("\(index)").font(.caption) }
                }
            }
            .padding()
            },

            GalleryExample("container-lazy-hstack", "LazyHStack of cards", family: "Containers", code: #"""
            LazyHStack(spacing: 10) {
                ForEach(["Mon", "Tue", "Wed", "Thu"], id: \.self) { day in
                    VStack {
                        Text(day).font(.headline)
                        Circle().fill(Color.cyan).frame(width: 24, height: 24)
                    }
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.cyan.opacity(0.15)))
                }
            }
            .padding()
            """#) {
            LazyHStack(spacing: 10) {
                ForEach(["Mon", "Tue", "Wed", "Thu"], id: \.self) { day in
                    VStack {
                        Text(day).font(.headline)
                        Circle().fill(Color.cyan).frame(width: 24, height: 24)
                    }
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.cyan.opacity(0.15)))
                }
            }
            .padding()
            },

            GalleryExample("container-lazy-hgrid", "LazyHGrid: two fixed rows, filled column by column", family: "Containers", code: #"""
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 8) {
                ForEach(0..<9, id: \.self) { index in
                    Circle()
                        .fill(index % 2 == 0 ? Color.indigo : Color.pink)
                        .frame(width: 40)
                        .overlay { Text("\(index)").foregroundColor(.white) }
                }
            }
            .padding()
            """#) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 8) {
                ForEach(0..<9, id: \.self) { index in
                    Circle()
                        .fill(index % 2 == 0 ? Color.indigo : Color.pink)
                        .frame(width: 40)
                        .overlay { Text("\(index)").foregroundColor(.white) }
                }
            }
            .padding()
            },

            GalleryExample("container-scrollview", "ScrollView: content taller than its 150-point frame, clipped", family: "Containers", code: #"""
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 6) {
                    ForEach(1...12, id: \.self) { row in
                        Text("Row \(row)")
                            .padding(.horizontal)
                            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                            .background(row % 2 == 0 ? Color.gray.opacity(0.15) : Color.clear)
                    }
                }
            }
            .frame(width: 200, height: 150)
            .border(Color.gray)
            .padding()
            """#) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 6) {
                    ForEach(1...12, id: \.self) { row in
                        Text("Row \(row)")
                            .padding(.horizontal)
                            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                            .background(row % 2 == 0 ? Color.gray.opacity(0.15) : Color.clear)
                    }
                }
            }
            .frame(width: 200, height: 150)
            .border(Color.gray)
            .padding()
            },

            GalleryExample("container-viewthatfits", "ViewThatFits picks the first child that fits 180 points", family: "Containers",
                           proposal: ProposedViewSize(width: 180, height: nil), code: #"""
            ViewThatFits(in: .horizontal) {
                Text("A long title that needs room").fixedSize()
                Text("Medium title").fixedSize()
                Text("Short")
            }
            .padding()
            .border(Color.orange)
            """#) {
            ViewThatFits(in: .horizontal) {
                Text("A long title that needs room").fixedSize()
                Text("Medium title").fixedSize()
                Text("Short")
            }
            .padding()
            .border(Color.orange)
            },

            GalleryExample("container-anylayout", "AnyLayout: the same views in a VStackLayout", family: "Containers", code: #"""
            let isCompact = true
            let layout = isCompact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
            layout {
                Color.red.frame(width: 60, height: 20)
                Color.green.frame(width: 90, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            .padding()
            """#) {
            let isCompact = true
            let layout = isCompact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
            layout {
                Color.red.frame(width: 60, height: 20)
                Color.green.frame(width: 90, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            .padding()
            },

            GalleryExample("container-geometryreader", "GeometryReader: a bar as wide as 40 % of its container", family: "Containers",
                           proposal: ProposedViewSize(width: 300, height: 80), code: #"""
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    Capsule().fill(Color.green)
                        .frame(width: proxy.size.width * 0.4, height: 12)
                }
            }
            .padding()
            .border(Color.gray)
            """#) {
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    Capsule().fill(Color.green)
                        .frame(width: proxy.size.width * 0.4, height: 12)
                }
            }
            .padding()
            .border(Color.gray)
            },
        ]
    }
}
