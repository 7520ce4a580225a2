import Arrange

// A popup dismissed by a drag, as popup and toast packages write it: the panel follows the finger
// downwards through `@GestureState`, springs back when let go early, and is dismissed when dragged
// further than a threshold.

/// A bottom panel over a page, dismissed by dragging it down more than `threshold` points.
struct DraggablePopup: View {
    @Binding var isPresented: Bool
    var threshold: CGFloat = 100
    @GestureState private var dragOffset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.white
            if isPresented {
                VStack(spacing: 8) {
                    Capsule().fill(Color.gray).frame(width: 36, height: 5)
                    Text("Saved to Photos")
                        .id("panel")
                }
                .frame(maxWidth: .infinity)
                .frame(height: 120)
                .background(Color.indigo, in: RoundedRectangle(cornerRadius: 16))
                .offset(y: max(0, dragOffset))
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation.height
                        }
                        .onEnded { value in
                            if value.translation.height > threshold {
                                isPresented = false
                            }
                        }
                )
                .accessibilityAddTraits(.isModal)
                .id("popup")
            }
        }
    }
}

/// The page that shows the popup: its own state, as an app would hold it.
struct PopupPage: View {
    @State var isPresented = true

    var body: some View {
        DraggablePopup(isPresented: $isPresented)
    }
}
