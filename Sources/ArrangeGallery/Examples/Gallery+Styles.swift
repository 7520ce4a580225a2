import Arrange
import Foundation

extension Gallery {
    /// The control styles: label and toggle styles, control sizes and border shapes, gauges, a
    /// link and a redacted row.
    static var styleExamples: [GalleryExample] {
        [
            GalleryExample("control-label-styles", "Label styles: titleAndIcon, titleOnly, iconOnly and a custom LabelStyle", family: "Controls", code: #"""
            VStack(alignment: .leading, spacing: 12) {
                Label("Title and icon", systemImage: "star").labelStyle(.titleAndIcon)
                Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                Label {
                    Text("Custom: icon above")
                } icon: {
                    Circle().fill(Color.orange).frame(width: 20, height: 20)
                }
                .labelStyle(GalleryVerticalLabelStyle())
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 12) {
                Label("Title and icon", systemImage: "star").labelStyle(.titleAndIcon)
                Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                Label {
                    Text("Custom: icon above")
                } icon: {
                    Circle().fill(Color.orange).frame(width: 20, height: 20)
                }
                .labelStyle(GalleryVerticalLabelStyle())
            }
            .padding()
            },

            GalleryExample("control-toggle-styles", "Toggle styles: switch (51 × 31) and button, on and off", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(spacing: 14) {
                Toggle("Switch, on", isOn: .constant(true)).toggleStyle(.switch)
                Toggle("Switch, off", isOn: .constant(false))
                HStack {
                    Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                    Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    Toggle("Underline", isOn: .constant(true)).toggleStyle(.button).tint(.purple)
                }
            }
            .padding()
            """#) {
            VStack(spacing: 14) {
                Toggle("Switch, on", isOn: .constant(true)).toggleStyle(.switch)
                Toggle("Switch, off", isOn: .constant(false))
                HStack {
                    Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                    Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    Toggle("Underline", isOn: .constant(true)).toggleStyle(.button).tint(.purple)
                }
            }
            .padding()
            },

            GalleryExample("control-sizes-shapes", "controlSize(_:) and buttonBorderShape(_:) on bordered buttons", family: "Controls", code: #"""
            VStack(spacing: 12) {
                HStack {
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}.controlSize(.regular)
                    Button("Large") {}.controlSize(.large)
                }
                .buttonStyle(.bordered)
                HStack {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Radius 2") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                    Button("+") {}.buttonBorderShape(.circle)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            """#) {
            VStack(spacing: 12) {
                HStack {
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}.controlSize(.regular)
                    Button("Large") {}.controlSize(.large)
                }
                .buttonStyle(.bordered)
                HStack {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Radius 2") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                    Button("+") {}.buttonBorderShape(.circle)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            },

            GalleryExample("control-gauges", "Gauges: linear capacity (automatic), accessory linear and accessory circular", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(alignment: .leading, spacing: 16) {
                Gauge(value: 0.62) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("62 %")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 18, in: 0...30) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("18°")
                } minimumValueLabel: {
                    Text("0°")
                } maximumValueLabel: {
                    Text("30°")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(.orange)
                HStack(spacing: 16) {
                    Gauge(value: 0.3) { Text("CPU") } currentValueLabel: { Text("30") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.8) { Text("RAM") } currentValueLabel: { Text("80") }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.green)
                }
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 16) {
                Gauge(value: 0.62) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("62 %")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 18, in: 0...30) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("18°")
                } minimumValueLabel: {
                    Text("0°")
                } maximumValueLabel: {
                    Text("30°")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(.orange)
                HStack(spacing: 16) {
                    Gauge(value: 0.3) { Text("CPU") } currentValueLabel: { Text("30") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.8) { Text("RAM") } currentValueLabel: { Text("80") }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.green)
                }
            }
            .padding()
            },

            GalleryExample("control-link-redacted", "A Link in the tint, and a row redacted as a placeholder (badges, accessibility and help draw nothing)", family: "Controls",
                           proposal: ProposedViewSize(width: 320, height: nil), code: #"""
            VStack(alignment: .leading, spacing: 16) {
                Link("Terms of Service", destination: URL(string: "https://www.example.com/terms")!)
                ForEach(0..<2) { index in
                    HStack(spacing: 12) {
                        Circle().fill(Color.blue).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Whiskers voted for Cat")
                            Text("Two minutes ago").font(.caption).foregroundColor(.secondary)
                        }
                    }
                    .badge(3)
                    .accessibilityLabel("Vote")
                    .redacted(reason: index == 0 ? [] : .placeholder)
                }
            }
            .padding()
            """#) {
            VStack(alignment: .leading, spacing: 16) {
                Link("Terms of Service", destination: URL(string: "https://www.example.com/terms")!)
                ForEach(0..<2) { index in
                    HStack(spacing: 12) {
                        Circle().fill(Color.blue).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Whiskers voted for Cat")
                            Text("Two minutes ago").font(.caption).foregroundColor(.secondary)
                        }
                    }
                    .badge(3)
                    .accessibilityLabel("Vote")
                    .redacted(reason: index == 0 ? [] : .placeholder)
                }
            }
            .padding()
            },
        ]
    }
}
