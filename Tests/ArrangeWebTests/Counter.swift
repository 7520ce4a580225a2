import Arrange

/// A count in an object that the view owns with `@StateObject` (made afresh by each session)
/// and a button adding one: the view the live tests drive.
final class CounterModel: ObservableObject {
    @Published var count: Int
    init(count: Int) { self.count = count }
}

struct Counter: View {
    @StateObject private var model: CounterModel

    init(count: Int = 0) {
        _model = StateObject(wrappedValue: CounterModel(count: count))
    }

    var body: some View {
        VStack {
            Text("Count: \(model.count)")
            Button("Add") { model.count += 1 }
                .id("add")
        }
    }
}
