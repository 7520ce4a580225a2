import Arrange

extension Gallery {
    /// Images: a JPEG reduced smoothly, interpolation, template mode, nine-slice and tiling.
    static var imageExamples: [GalleryExample] {
        [
            GalleryExample("images-modes", "Images: a reduced JPEG, interpolation, template, nine-slice and tiling", family: "Images", code: #"""
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Image("avatar", bundle: .module).resizable().frame(width: 96, height: 96)
                    Image("tile", bundle: .module).resizable().interpolation(.none).frame(width: 96, height: 96)
                    Image("frame", bundle: .module).renderingMode(.template).foregroundStyle(Color.pink)
                    Image("frame", bundle: .module).renderingMode(.original)
                }
                Text("Sign in")
                    .padding(.horizontal, 24).padding(.vertical, 12)
                    .background(Image("frame", bundle: .module).resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
                Image("tile", bundle: .module).resizable(resizingMode: .tile).frame(width: 200, height: 40)
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Image("avatar", bundle: .module).resizable().frame(width: 96, height: 96)
                    Image("tile", bundle: .module).resizable().interpolation(.none).frame(width: 96, height: 96)
                    Image("frame", bundle: .module).renderingMode(.template).foregroundStyle(Color.pink)
                    Image("frame", bundle: .module).renderingMode(.original)
                }
                Text("Sign in")
                    .padding(.horizontal, 24).padding(.vertical, 12)
                    .background(Image("frame", bundle: .module).resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
                Image("tile", bundle: .module).resizable(resizingMode: .tile).frame(width: 200, height: 40)
            }
            .padding()
            },
        ]
    }
}
