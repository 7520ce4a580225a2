import Arrange

extension Gallery {
    /// The controls: buttons in each style, toggles, progress views, a stepper, a segmented picker
    /// and labels.
    static var controlExamples: [GalleryExample] {
        [
            GalleryExample("control-buttons", "Buttons: automatic, bordered, bordered prominent, plain", family: "Controls", code: #"""
            VStack(spacing: 12) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Bordered prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
            }
            .padding()
            """#) {
            VStack(spacing: 12) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Bordered prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
            }
            .padding()
            },

            GalleryExample("control-form", "Toggles, a progress view, a stepper and a segmented picker", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(spacing: 16) {
                Toggle("Airplane Mode", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                ProgressView(value: 0.6)
                Stepper("Votes: 3", value: .constant(3), in: 0...10)
                Picker("Layout", selection: .constant(1)) {
                    Text("HStack").tag(0)
                    Text("VStack").tag(1)
                    Text("Flow").tag(2)
                }
                .pickerStyle(.segmented)
            }
            .padding()
            """#) {
            VStack(spacing: 16) {
                Toggle("Airplane Mode", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                ProgressView(value: 0.6)
                Stepper("Votes: 3", value: .constant(3), in: 0...10)
                Picker("Layout", selection: .constant(1)) {
                    Text("HStack").tag(0)
                    Text("VStack").tag(1)
                    Text("Flow").tag(2)
                }
                .pickerStyle(.segmented)
            }
            .padding()
            },

            GalleryExample("control-tint", "tint(_:) on buttons, a switch and a progress view", family: "Controls",
                           proposal: ProposedViewSize(width: 300, height: nil), code: #"""
            VStack(spacing: 14) {
                HStack {
                    Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
                    Button("Archive") {}.buttonStyle(.bordered).tint(.orange)
                    Button("Share") {}.tint(.purple)
                }
                Toggle("Low Power Mode", isOn: .constant(true)).tint(.yellow)
                ProgressView(value: 0.35).tint(.pink)
            }
            .padding()
            """#) {
            VStack(spacing: 14) {
                HStack {
                    Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
                    Button("Archive") {}.buttonStyle(.bordered).tint(.orange)
                    Button("Share") {}.tint(.purple)
                }
                Toggle("Low Power Mode", isOn: .constant(true)).tint(.yellow)
                ProgressView(value: 0.35).tint(.pink)
            }
            .padding()
            },

            GalleryExample("control-labels", "Labels: Label(_:systemImage:) and custom icons", family: "Controls", code: #"""
            VStack(alignment: .leading, spacing: 10) {
                Label("Settings", systemImage: "gear")
                Label {
                    Text("Favourites")
                } icon: {
                    Image(systemName: "star.fill").foregroundColor(.yellow)
                }
                Label {
                    Text("Recents")
                } icon: {
                    Circle().fill(Color.blue).frame(width: 16, height: 16)
                }
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 10) {
                Label("Settings", systemImage: "gear")
                Label {
                    Text("Favourites")
                } icon: {
                    Image(systemName: "star.fill").foregroundColor(.yellow)
                }
                Label {
                    Text("Recents")
                } icon: {
                    Circle().fill(Color.blue).frame(width: 16, height: 16)
                }
            }
            .padding()
            },
        ]
    }
}
