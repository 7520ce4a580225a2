import Foundation
import Arrange

extension Gallery {
    /// Text input: text fields in each style, empty with their placeholder and filled, a secure
    /// field, a vertical field and a text editor.
    static var textInputExamples: [GalleryExample] {
        [
            GalleryExample("input-text-fields", "Text fields: automatic, plain and rounded border, empty and filled; a secure field", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(spacing: 12) {
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Ada Lovelace"))
                TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                    .textFieldStyle(.plain)
                TextField("City", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                TextField("City", text: .constant("London"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter2"))
                    .textFieldStyle(.roundedBorder)
            }
            .padding()
            """#) {
            VStack(spacing: 12) {
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Ada Lovelace"))
                TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                    .textFieldStyle(.plain)
                TextField("City", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                TextField("City", text: .constant("London"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter2"))
                    .textFieldStyle(.roundedBorder)
            }
            .padding()
            },

            GalleryExample("input-text-editor", "A vertical text field with a line range, and a text editor", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: 300), code: #"""
            VStack(alignment: .leading, spacing: 12) {
                TextField("Notes", text: .constant(""), axis: .vertical)
                    .lineLimit(2...4)
                    .textFieldStyle(.roundedBorder)
                TextEditor(text: .constant("Arrange lays out SwiftUI views on Linux. This editor wraps its text to its width and scrolls when the text is taller than the editor."))
                    .border(Color.gray)
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Notes", text: .constant(""), axis: .vertical)
                    .lineLimit(2...4)
                    .textFieldStyle(.roundedBorder)
                TextEditor(text: .constant("Arrange lays out SwiftUI views on Linux. This editor wraps its text to its width and scrolls when the text is taller than the editor."))
                    .border(Color.gray)
            }
            .padding()
            },
            GalleryExample("input-sliders", "Sliders: default, tinted, stepped with value labels", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(spacing: 16) {
                Slider(value: .constant(0.5))
                Slider(value: .constant(0.25))
                    .tint(.orange)
                Slider(value: .constant(60), in: 0...100, step: 10) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
            }
            .padding()
            """#) {
            VStack(spacing: 16) {
                Slider(value: .constant(0.5))
                Slider(value: .constant(0.25))
                    .tint(.orange)
                Slider(value: .constant(60), in: 0...100, step: 10) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
            }
            .padding()
            },
            GalleryExample("input-date-picker", "Compact date pickers: date and time, date only", family: "Controls",
                           proposal: ProposedViewSize(width: 360, height: nil), code: #"""
            VStack(spacing: 12) {
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)))
                DatePicker("Birthday", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)), displayedComponents: .date)
                    .datePickerStyle(.compact)
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .padding()
            """#) {
            VStack(spacing: 12) {
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)))
                DatePicker("Birthday", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)), displayedComponents: .date)
                    .datePickerStyle(.compact)
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .padding()
            },
            GalleryExample("input-dark", "Text fields, a secure field, a slider and a date picker in the dark appearance", family: "Controls",
                           proposal: ProposedViewSize(width: 340, height: nil), code: #"""
            VStack(spacing: 12) {
                TextField("Name", text: .constant(""))
                TextField("City", text: .constant("London"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter2"))
                    .textFieldStyle(.roundedBorder)
                Slider(value: .constant(0.7))
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)))
            }
            .padding()
            .background(Color.black)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.colorScheme, .dark)
            """#) {
            VStack(spacing: 12) {
                TextField("Name", text: .constant(""))
                TextField("City", text: .constant("London"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter2"))
                    .textFieldStyle(.roundedBorder)
                Slider(value: .constant(0.7))
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_795_795_500)))
            }
            .padding()
            .background(Color.black)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.colorScheme, .dark)
            },

            GalleryExample("input-menus", "Menus: a title, a label with a symbol, a title with a symbol", family: "Controls",
                           proposal: ProposedViewSize(width: 360, height: 80), code: #"""
            HStack(spacing: 24) {
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Menu {
                    Button("Folder") {}
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy link") {}
                }
            }
            .padding()
            """#) {
            HStack(spacing: 24) {
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Menu {
                    Button("Folder") {}
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy link") {}
                }
            }
            .padding()
            },

            GalleryExample("input-menus-dark", "Dark: menus", family: "Controls",
                           proposal: ProposedViewSize(width: 360, height: 80), code: #"""
            HStack(spacing: 24) {
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Menu {
                    Button("Folder") {}
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy link") {}
                }
            }
            .padding()
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            """#) {
            HStack(spacing: 24) {
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Menu {
                    Button("Folder") {}
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy link") {}
                }
            }
            .padding()
            .background(Color.black)
            .environment(\.colorScheme, .dark)
            },
        ]
    }
}
