@testable import Arrange
import Foundation

/// What the presentation fixtures record: dismissals, actions, environment values read.
final class PresentationLogBook: @unchecked Sendable {
    var dismissals = 0
    var actions: [String] = []
    var isPresentedValues: [Bool] = []
    var rootTaps = 0
}

/// A hosting area the size of an iPhone 14 in points (390 × 844) with its safe-area insets (47
/// at the top, 34 at the bottom): Apple's Human Interface Guidelines, "Layout", device screen
/// sizes.
enum Phone {
    static let size = CGSize(width: 390, height: 844)
    static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
}

/// Content that records whether it is presented and closes itself.
struct ClosingContent: View {
    let log: PresentationLogBook
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        let _ = log.isPresentedValues.append(isPresented)
        VStack {
            Button("Close") { dismiss() }.id("close")
            Button("Other") { log.actions.append("other") }.id("other")
        }
    }
}

/// A root with a button that opens a sheet of `ClosingContent` and counts its dismissals.
struct SheetRoot: View {
    let log: PresentationLogBook
    var detents: Set<PresentationDetent>? = nil
    var dismissDisabled = false
    @State var shown = false

    var body: some View {
        Button("Open") { shown = true }.id("open")
            .sheet(isPresented: $shown, onDismiss: { log.dismissals += 1 }) {
                ZStack {
                    Color.blue.id("sheet")
                    ClosingContent(log: log)
                }
                .presentationDetents(detents ?? [.large])
                .interactiveDismissDisabled(dismissDisabled)
            }
    }
}

/// A root that fills the area with a colour counting taps, and presents `layer` over it.
struct TappableRoot<Presented: View>: View {
    let log: PresentationLogBook
    let presented: (Binding<Bool>) -> Presented
    @State var shown = true

    var body: some View {
        ZStack {
            Color.red.onTapGesture { log.rootTaps += 1 }
            presented($shown)
        }
    }
}
