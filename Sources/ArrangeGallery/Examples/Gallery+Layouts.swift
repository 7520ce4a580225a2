import Arrange
import ArrangeLayouts

extension Gallery {
    /// Every layout of `ArrangeLayouts`: FlowLayout (each line alignment), EqualWidthHStack and
    /// EqualWidthVStack, RadialLayout and MasonryLayout.
    static var layoutExamples: [GalleryExample] {
        [
            GalleryExample("layout-flow-justified", "FlowLayout, justified lines", family: "ArrangeLayouts",
                           proposal: ProposedViewSize(width: 280, height: nil), code: #"""
            FlowLayout(alignment: .justified, spacing: 6, lineSpacing: 6) {
                ForEach([40, 70, 55, 90, 30, 65, 45, 80, 50], id: \.self) { width in
                    Capsule().fill(Color.blue.opacity(0.7)).frame(width: CGFloat(width), height: 24)
                }
            }
            .padding()
            """#) {
            FlowLayout(alignment: .justified, spacing: 6, lineSpacing: 6) {
                ForEach([40, 70, 55, 90, 30, 65, 45, 80, 50], id: \.self) { width in
                    Capsule().fill(Color.blue.opacity(0.7)).frame(width: CGFloat(width), height: 24)
                }
            }
            .padding()
            },

            GalleryExample("layout-flow-centered", "FlowLayout, centred lines of text", family: "ArrangeLayouts",
                           proposal: ProposedViewSize(width: 280, height: nil), code: #"""
            FlowLayout(alignment: .center) {
                ForEach(["one", "two", "three", "four", "five", "six", "seven", "eight"], id: \.self) { word in
                    Text(word)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.orange.opacity(0.3)))
                }
            }
            .padding()
            """#) {
            FlowLayout(alignment: .center) {
                ForEach(["one", "two", "three", "four", "five", "six", "seven", "eight"], id: \.self) { word in
                    Text(word)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.orange.opacity(0.3)))
                }
            }
            .padding()
            },

            GalleryExample("layout-equal-width-hstack", "EqualWidthHStack: every button as wide as the widest", family: "ArrangeLayouts", code: #"""
            EqualWidthHStack {
                Button("OK") {}.buttonStyle(.bordered)
                Button("Cancel") {}.buttonStyle(.bordered)
                Button("Don’t save") {}.buttonStyle(.bordered)
            }
            .padding()
            """#) {
            EqualWidthHStack {
                Button("OK") {}.buttonStyle(.bordered)
                Button("Cancel") {}.buttonStyle(.bordered)
                Button("Don’t save") {}.buttonStyle(.bordered)
            }
            .padding()
            },

            GalleryExample("layout-equal-width-vstack", "EqualWidthVStack", family: "ArrangeLayouts", code: #"""
            EqualWidthVStack {
                Text("Cat").padding(8).background(Color.orange.opacity(0.4))
                Text("Goldfish").padding(8).background(Color.yellow.opacity(0.4))
                Text("Dog").padding(8).background(Color.brown.opacity(0.4))
            }
            .padding()
            """#) {
            EqualWidthVStack {
                Text("Cat").padding(8).background(Color.orange.opacity(0.4))
                Text("Goldfish").padding(8).background(Color.yellow.opacity(0.4))
                Text("Dog").padding(8).background(Color.brown.opacity(0.4))
            }
            .padding()
            },

            GalleryExample("layout-radial", "RadialLayout of eight dots", family: "ArrangeLayouts", code: #"""
            RadialLayout {
                ForEach(0..<8, id: \.self) { index in
                    Circle()
                        .fill(index == 0 ? Color.red : Color.indigo)
                        .frame(width: 24, height: 24)
                }
            }
            .frame(width: 180, height: 180)
            .background(Circle().stroke(Color.gray.opacity(0.4), lineWidth: 1))
            .padding()
            """#) {
            RadialLayout {
                ForEach(0..<8, id: \.self) { index in
                    Circle()
                        .fill(index == 0 ? Color.red : Color.indigo)
                        .frame(width: 24, height: 24)
                }
            }
            .frame(width: 180, height: 180)
            .background(Circle().stroke(Color.gray.opacity(0.4), lineWidth: 1))
            .padding()
            },

            GalleryExample("layout-masonry", "MasonryLayout: three columns, shortest first", family: "ArrangeLayouts",
                           proposal: ProposedViewSize(width: 300, height: nil), code: #"""
            MasonryLayout(columns: 3, spacing: 8) {
                ForEach(Array([60, 100, 40, 80, 120, 50, 90, 70].enumerated()), id: \.offset) { item in
                    RoundedRectangle(cornerRadius: 6)
                        .fill([Color.pink, .purple, .indigo, .blue][item.offset % 4].opacity(0.6))
                        .frame(height: CGFloat(item.element))
                }
            }
            .padding()
            """#) {
            MasonryLayout(columns: 3, spacing: 8) {
                ForEach(Array([60, 100, 40, 80, 120, 50, 90, 70].enumerated()), id: \.offset) { item in
                    RoundedRectangle(cornerRadius: 6)
                        .fill([Color.pink, .purple, .indigo, .blue][item.offset % 4].opacity(0.6))
                        .frame(height: CGFloat(item.element))
                }
            }
            .padding()
            },
        ]
    }
}
