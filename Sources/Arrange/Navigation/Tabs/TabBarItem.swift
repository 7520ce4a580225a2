/// One item of a tab bar: its tab's label, selection value and badge.
struct TabBarItem {
    let label: AnyView?
    let tag: AnyHashable
    let badge: String?
}
