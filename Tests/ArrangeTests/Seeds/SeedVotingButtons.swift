// The session's data model and voting buttons (the WWDC22 session's snippets, Docs/Seeds.md: "Data model",
// "Buttons helper view", "Final voting buttons view"), with these changes only:
// - `@Binding var pets` becomes `var pets` (no state yet), and `Button { pet.votes += 1 } label:`
//   with `.buttonStyle(.bordered)` is left out (no buttons yet): the label is the button.
// - `Text(pet.type)` doesn't exist yet: a colour 10 points wide per character and 20 high stands in
//   for it ("Cat" 30, "Goldfish" 80, "Dog" 30), with the session's `.frame(maxWidth: .infinity)`.
//   Each label carries `.id(pet.type)` so tests can find it.

@testable import Arrange

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var id: String { type }

    static var exampleData: [Pet] = [
        Pet(type: "Cat", votes: 25),
        Pet(type: "Goldfish", votes: 9),
        Pet(type: "Dog", votes: 16)
    ]
}

struct Buttons: View {
    var pets: [Pet]

    var body: some View {
        ForEach(pets) { pet in
            Color.blue.frame(width: CGFloat(pet.type.count) * 10, height: 20)  // stands in for Text(pet.type)
                .frame(maxWidth: .infinity)
                .id(pet.type)
        }
    }
}

struct StackedButtons: View {
    var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                Buttons(pets: pets)
            }
            MyEqualWidthVStack {
                Buttons(pets: pets)
            }
        }
    }
}
