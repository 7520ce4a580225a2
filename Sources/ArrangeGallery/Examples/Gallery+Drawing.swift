import Arrange

extension Gallery {
    /// Drawing: shapes, strokes, gradients, shadows, clipping, opacity and rotation.
    static var drawingExamples: [GalleryExample] {
        GallerySocialCard.registerFallbackFonts()
        return [
            GalleryExample("drawing-shapes", "Shapes filled and stroked", family: "Drawing", code: #"""
            HStack(spacing: 16) {
                Rectangle().fill(Color.red).frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 4).frame(width: 50, height: 50)
                Circle().fill(Color.green).frame(width: 50, height: 50)
                Ellipse().strokeBorder(Color.purple, lineWidth: 3).frame(width: 70, height: 40)
                Capsule().fill(Color.orange).frame(width: 70, height: 30)
            }
            .padding()
            """#) {
            HStack(spacing: 16) {
                Rectangle().fill(Color.red).frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 4).frame(width: 50, height: 50)
                Circle().fill(Color.green).frame(width: 50, height: 50)
                Ellipse().strokeBorder(Color.purple, lineWidth: 3).frame(width: 70, height: 40)
                Capsule().fill(Color.orange).frame(width: 70, height: 30)
            }
            .padding()
            },

            GalleryExample("drawing-dashes", "Dashed strokes: caps, phase, strokeBorder", family: "Drawing", code: #"""
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    .frame(width: 70, height: 70)
                Circle()
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 12]))
                    .frame(width: 64, height: 64)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 60))
                    path.addLine(to: CGPoint(x: 30, y: 10))
                    path.addLine(to: CGPoint(x: 60, y: 60))
                }
                .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round, dash: [10, 6], dashPhase: 5))
                .frame(width: 60, height: 70)
            }
            .padding()
            """#) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    .frame(width: 70, height: 70)
                Circle()
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 12]))
                    .frame(width: 64, height: 64)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 60))
                    path.addLine(to: CGPoint(x: 30, y: 10))
                    path.addLine(to: CGPoint(x: 60, y: 60))
                }
                .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round, dash: [10, 6], dashPhase: 5))
                .frame(width: 60, height: 70)
            }
            .padding()
            },

            GalleryExample("drawing-gradients", "Linear, radial, angular and elliptical gradients", family: "Drawing", code: #"""
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 80)
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .orange]))
                    .frame(width: 120, height: 80)
            }
            .padding()
            """#) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 80)
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                Capsule()
                    .fill(EllipticalGradient(colors: [.white, .orange]))
                    .frame(width: 120, height: 80)
            }
            .padding()
            },

            GalleryExample("drawing-effects", "Shadow, clipShape, opacity and rotationEffect", family: "Drawing", code: #"""
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                    .frame(width: 70, height: 70)
                    .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
                Color.teal.frame(width: 90, height: 70)
                    .overlay { Text("Clipped").font(.headline).foregroundColor(.white) }
                    .clipShape(Circle())
                Color.red.frame(width: 60, height: 60).opacity(0.4)
                Color.indigo.frame(width: 50, height: 50).rotationEffect(.degrees(30))
            }
            .padding(24)
            """#) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                    .frame(width: 70, height: 70)
                    .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
                Color.teal.frame(width: 90, height: 70)
                    .overlay { Text("Clipped").font(.headline).foregroundColor(.white) }
                    .clipShape(Circle())
                Color.red.frame(width: 60, height: 60).opacity(0.4)
                Color.indigo.frame(width: 50, height: 50).rotationEffect(.degrees(30))
            }
            .padding(24)
            },

            GalleryExample("drawing-dark-scheme", "The dark colour scheme: primary text, materials, system colours", family: "Drawing", code: #"""
            VStack(alignment: .leading, spacing: 10) {
                Text("Dark appearance").font(.headline)
                Text("Secondary text").foregroundColor(.secondary)
                HStack {
                    Text("Material").padding(8).background(.thinMaterial)
                    Capsule().fill(Color.blue).frame(width: 60, height: 24)
                    Capsule().fill(Color.green).frame(width: 60, height: 24)
                }
            }
            .padding()
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            """#) {
            VStack(alignment: .leading, spacing: 10) {
                Text("Dark appearance").font(.headline)
                Text("Secondary text").foregroundColor(.secondary)
                HStack {
                    Text("Material").padding(8).background(.thinMaterial)
                    Capsule().fill(Color.blue).frame(width: 60, height: 24)
                    Capsule().fill(Color.green).frame(width: 60, height: 24)
                }
            }
            .padding()
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("drawing-card", "A social card (the benchmark's workload, scaled down)", family: "Drawing", code: #"""
            GallerySocialCard(scale: 0.5)
            """#) {
            GallerySocialCard(scale: 0.5)
            },

            GalleryExample("drawing-card-cjk", "The social card with a Chinese title (Noto Sans CJK from the fallback chain)", family: "Drawing", code: #"""
            GallerySocialCard(scale: 0.5, title: "用 SwiftUI 组合自定义布局",
                              message: "网格、Layout 协议和 ViewThatFits，在 Linux 上按 SwiftUI 的方式布局，然后绘制为 SVG 和 PNG，无需浏览器。")
            """#) {
            GallerySocialCard(scale: 0.5, title: "用 SwiftUI 组合自定义布局",
                              message: "网格、Layout 协议和 ViewThatFits，在 Linux 上按 SwiftUI 的方式布局，然后绘制为 SVG 和 PNG，无需浏览器。")
            },

            GalleryExample("drawing-card-emoji", "The social card with emoji in its title (Noto Color Emoji from the fallback chain)", family: "Drawing", code: #"""
            GallerySocialCard(scale: 0.5, title: "Ship layouts 🚀 from Linux 👩‍💻✨")
            """#) {
            GallerySocialCard(scale: 0.5, title: "Ship layouts 🚀 from Linux 👩‍💻✨")
            },
        ]
    }
}
