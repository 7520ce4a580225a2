import Arrange

extension Gallery {
    /// Effects: colour filters, blur, blend modes, masks and 3-D projections.
    static var effectExamples: [GalleryExample] {
        [
            GalleryExample("effects-color", "Colour effects: grayscale, saturation, brightness, contrast, invert, hue, multiply", family: "Effects", code: #"""
            HStack(spacing: 10) {
                Circle().fill(Color.orange).frame(width: 40, height: 40)
                Circle().fill(Color.orange).frame(width: 40, height: 40).grayscale(1)
                Circle().fill(Color.orange).frame(width: 40, height: 40).saturation(0.3)
                Circle().fill(Color.orange).frame(width: 40, height: 40).brightness(0.3)
                Circle().fill(Color.orange).frame(width: 40, height: 40).contrast(0.4)
                Circle().fill(Color.orange).frame(width: 40, height: 40).colorInvert()
                Circle().fill(Color.orange).frame(width: 40, height: 40).hueRotation(.degrees(120))
                Circle().fill(Color.white).frame(width: 40, height: 40).colorMultiply(.purple)
            }
            .padding()
            """#) {
            HStack(spacing: 10) {
                Circle().fill(Color.orange).frame(width: 40, height: 40)
                Circle().fill(Color.orange).frame(width: 40, height: 40).grayscale(1)
                Circle().fill(Color.orange).frame(width: 40, height: 40).saturation(0.3)
                Circle().fill(Color.orange).frame(width: 40, height: 40).brightness(0.3)
                Circle().fill(Color.orange).frame(width: 40, height: 40).contrast(0.4)
                Circle().fill(Color.orange).frame(width: 40, height: 40).colorInvert()
                Circle().fill(Color.orange).frame(width: 40, height: 40).hueRotation(.degrees(120))
                Circle().fill(Color.white).frame(width: 40, height: 40).colorMultiply(.purple)
            }
            .padding()
            },

            GalleryExample("effects-blur", "Blur, opaque blur and luminance to alpha", family: "Effects", code: #"""
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 60).blur(radius: 6)
                HStack(spacing: 0) { Color.red; Color.yellow; Color.green }
                    .frame(width: 60, height: 60)
                    .blur(radius: 10, opaque: true)
                LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 80, height: 60)
                    .luminanceToAlpha()
            }
            .padding(24)
            """#) {
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 60).blur(radius: 6)
                HStack(spacing: 0) { Color.red; Color.yellow; Color.green }
                    .frame(width: 60, height: 60)
                    .blur(radius: 10, opaque: true)
                LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 80, height: 60)
                    .luminanceToAlpha()
            }
            .padding(24)
            },

            GalleryExample("effects-blend", "Blend modes and a compositing group", family: "Effects", code: #"""
            HStack(spacing: 40) {
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.cyan).frame(width: 60, height: 60).offset(x: 15).blendMode(.multiply)
                }
                ZStack {
                    Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 15).blendMode(.screen)
                }
                ZStack {
                    Circle().fill(Color.orange).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.white).frame(width: 60, height: 60).offset(x: 15).blendMode(.difference)
                }
                ZStack {
                    Circle().fill(Color.green).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.pink).frame(width: 60, height: 60).offset(x: 15)
                }
                .compositingGroup()
                .opacity(0.5)
            }
            .padding(24)
            """#) {
            HStack(spacing: 40) {
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.cyan).frame(width: 60, height: 60).offset(x: 15).blendMode(.multiply)
                }
                ZStack {
                    Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 15).blendMode(.screen)
                }
                ZStack {
                    Circle().fill(Color.orange).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.white).frame(width: 60, height: 60).offset(x: 15).blendMode(.difference)
                }
                ZStack {
                    Circle().fill(Color.green).frame(width: 60, height: 60).offset(x: -15)
                    Circle().fill(Color.pink).frame(width: 60, height: 60).offset(x: 15)
                }
                .compositingGroup()
                .opacity(0.5)
            }
            .padding(24)
            },

            GalleryExample("effects-mask", "Masks and an even-odd clip shape", family: "Effects", code: #"""
            HStack(spacing: 24) {
                LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
                    .frame(width: 80, height: 80)
                    .mask { Circle() }
                Color.blue
                    .frame(width: 80, height: 80)
                    .mask {
                        LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
                    }
                Color.green
                    .frame(width: 80, height: 80)
                    .mask(alignment: .topLeading) { RoundedRectangle(cornerRadius: 8).frame(width: 50, height: 50) }
                Color.red
                    .frame(width: 80, height: 80)
                    .clipShape(Path { path in
                        path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
                        path.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
                    }, style: FillStyle(eoFill: true))
            }
            .padding()
            """#) {
            HStack(spacing: 24) {
                LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
                    .frame(width: 80, height: 80)
                    .mask { Circle() }
                Color.blue
                    .frame(width: 80, height: 80)
                    .mask {
                        LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
                    }
                Color.green
                    .frame(width: 80, height: 80)
                    .mask(alignment: .topLeading) { RoundedRectangle(cornerRadius: 8).frame(width: 50, height: 50) }
                Color.red
                    .frame(width: 80, height: 80)
                    .clipShape(Path { path in
                        path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
                        path.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
                    }, style: FillStyle(eoFill: true))
            }
            .padding()
            },

            GalleryExample("effects-3d", "3-D rotation, projection and transform effects", family: "Effects", code: #"""
            HStack(spacing: 30) {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue)
                    .frame(width: 80, height: 80)
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                RoundedRectangle(cornerRadius: 10).fill(Color.orange)
                    .frame(width: 80, height: 80)
                    .rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
                Color.green
                    .frame(width: 80, height: 80)
                    .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 12, ty: 0))
                Color.purple
                    .frame(width: 80, height: 80)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 0.8, y: 0.8)))
            }
            .padding(30)
            """#) {
            HStack(spacing: 30) {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue)
                    .frame(width: 80, height: 80)
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                RoundedRectangle(cornerRadius: 10).fill(Color.orange)
                    .frame(width: 80, height: 80)
                    .rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
                Color.green
                    .frame(width: 80, height: 80)
                    .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 12, ty: 0))
                Color.purple
                    .frame(width: 80, height: 80)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 0.8, y: 0.8)))
            }
            .padding(30)
            },
        ]
    }
}
