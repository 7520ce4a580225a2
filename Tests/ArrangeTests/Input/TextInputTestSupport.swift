import Observation
@testable import Arrange

// Text controls are measured with box metrics at 10 pt (a character 5 × 10 points), so expected
// frames are arithmetic on that figure and the metrics the controls name (TextInputControl).

/// The text a test's fields edit, observable so that the host updates when it changes.
@Observable final class EditedTextModel {
    var text: String
    var notes = ""
    var submits: [String] = []
    init(_ text: String = "") { self.text = text }
}

/// A form with a text field (id "field") above a button (id "button"), at 10 pt box metrics.
struct FieldForm: View {
    let model: EditedTextModel
    var axis: Axis = .horizontal
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }), axis: axis)
                .id("field")
                .onSubmit { model.submits.append(model.text) }
            Button("Go") {}.id("button")
        }
        .font(.system(size: 10))
    }
}

/// A 200 × 100 host with box fonts.
func textHost<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> ViewHost<V> {
    ViewHost(rootView: view, size: CGSize(width: width, height: height), environment: boxEnvironment(BoxFontProvider()))
}

/// The selected character offsets of the host's focused text control.
func selectedOffsets<V: View>(_ host: ViewHost<V>, in text: String) -> Range<Int>? {
    guard case .selection(let range)? = host.textSelection?.indices else { return nil }
    return text.distance(from: text.startIndex, to: range.lowerBound)..<text.distance(from: text.startIndex, to: range.upperBound)
}
