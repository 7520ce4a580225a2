/// A semantic label describing the label of submission within a view hierarchy: the title of
/// the Return key of the on-screen keyboard. Arrange has no on-screen keyboard: the label is
/// stored in the environment and changes nothing drawn (Docs/Differences.md, "Text input and
/// value controls").
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// Defines a submit label with text of "Done".
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    /// Defines a submit label with text of "Go".
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    /// Defines a submit label with text of "Send".
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    /// Defines a submit label with text of "Join".
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    /// Defines a submit label with text of "Route".
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    /// Defines a submit label with text of "Search".
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    /// Defines a submit label with text of "Return".
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    /// Defines a submit label with text of "Next".
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    /// Defines a submit label with text of "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}
