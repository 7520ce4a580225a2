import Arrange
import Foundation

// Oracle cases whose expectations are not frames, checked through what the public API can observe.
// The expected values are read from the case (`stored_fields`, `guides`, `size`, the proposal list);
// where a stored field is only observable through layout, the comment says which rule (Docs/LayoutRules.md) turns
// the field into an observable size.

let oracleMiscCases: [(String, OracleCase)] = [
    // Default guides of a 100x100 rectangle, read inside `.alignmentGuide(.leading)` of a leading-aligned
    // VStack (which must ask for the guide). `.blue.gradient` is rendering only: a plain `Color.blue` fill.
    ("fbm-default-guides-rectangle", .custom { fixture, report in
        let log = OracleGuideLog()
        let view = VStack(alignment: .leading) {
            Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                .alignmentGuide(.leading) { d in
                    log.values["leading"] = d[.leading]
                    log.values["HorizontalAlignment.center"] = d[HorizontalAlignment.center]
                    log.values["trailing"] = d[.trailing]
                    log.values["top"] = d[.top]
                    log.values["VerticalAlignment.center"] = d[VerticalAlignment.center]
                    log.values["bottom"] = d[.bottom]
                    log.values["firstTextBaseline"] = d[.firstTextBaseline]
                    log.values["lastTextBaseline"] = d[.lastTextBaseline]
                    return d[.leading]
                }
            // explicit_example: a second alignmentGuide(.leading) reads the first one's value.
            Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                .alignmentGuide(.leading) { $0.width / 3 }
                .alignmentGuide(.leading) { d in
                    log.values["explicit: d[.leading]"] = d[.leading]
                    log.explicitLeading = d[explicit: .leading]
                    return d[.leading]
                }
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200))
        report.snapshots.append(snapshot.description)
        let guides = fixture.expected["guides"] as? [String: Any] ?? [:]
        for key in guides.keys.sorted() {
            guard let expected = oracleNumber(guides[key]) else { report.fail("guide \(key) has no number"); continue }
            report.compare("d[\(key)]", actual: log.values[key], expected: expected)
        }
        // "… d[.leading] == 33.33 and d[explicit: .leading] == Optional(33.33)"
        let example = fixture.expected["explicit_example"] as? String ?? ""
        let numbers = oracleNumbers(after: "==", in: example)
        guard numbers.count == 2 else { report.fail("cannot read explicit_example: \(example)"); return }
        report.compare("second alignmentGuide: d[.leading]", actual: log.values["explicit: d[.leading]"], expected: numbers[0])
        report.compare("second alignmentGuide: d[explicit: .leading]", actual: log.explicitLeading, expected: numbers[1])
    }),

    // Observed with a Color child: the frame has min and max on both axes, so a concrete proposal is
    // clamped to [min, max] without the child (0 → min, ∞ → max) and a nil proposal answers ideal.
    ("dual-flexframe-valid", .custom { fixture, report in
        let fields = oracleStoredFields(fixture)
        func size(_ proposal: ProposedViewSize) -> CGSize {
            LayoutSnapshot(of: Color.red.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35, alignment: .center),
                           proposal: proposal).size
        }
        report.compare("size for nil proposal (idealWidth x idealHeight)", actual: size(.unspecified), expected: CGSize(width: fields["idealWidth"] ?? .nan, height: fields["idealHeight"] ?? .nan))
        report.compare("size for zero proposal (minWidth x minHeight)", actual: size(.zero), expected: CGSize(width: fields["minWidth"] ?? .nan, height: fields["minHeight"] ?? .nan))
        report.compare("size for infinite proposal (maxWidth x maxHeight)", actual: size(.infinity), expected: CGSize(width: fields["maxWidth"] ?? .nan, height: fields["maxHeight"] ?? .nan))
    }),

    // min normalised to 0 (max(min, 0)). Observable through the placement proposal (§2.2,
    // FlexFrameIdealSizing): around a child that is 0x0 for every proposal, the frame is
    // max(0, min) = min; being *at* min (not strictly between min and max), it proposes its size
    // (0x0) to the child, which shows as a 0x0 leaf. A stored negative min would make the frame
    // propose nil instead (leaf 10x10). max and ideal nil: no clamp at 1000, a nil proposal gets the
    // child's own ideal (10, §1). The notes' (-100,-50) and (-0.1,-0.001) variants are included.
    ("dual-flexframe-negative-min", .custom { fixture, report in
        let fields = oracleStoredFields(fixture)
        let zeroMin = CGSize(width: fields["minWidth"] ?? .nan, height: fields["minHeight"] ?? .nan)
        for (minWidth, minHeight) in [(CGFloat(-10), CGFloat(-5)), (-100, -50), (-0.1, -0.001)] {
            let probe = LayoutSnapshot(of: OracleZeroProbe { Color.red.id("leaf") }.id("probe").frame(minWidth: minWidth, minHeight: minHeight),
                                       proposal: .unspecified)
            report.snapshots.append(probe.description)
            report.compare("frame(minWidth: \(minWidth), minHeight: \(minHeight)) around a 0x0 child, nil proposal: frame size", actual: probe.size, expected: zeroMin)
            report.compare("  … leaf proposed the frame's size (at min)", actual: probe.frame(of: "leaf")?.size, expected: zeroMin)
            let wide = LayoutSnapshot(of: Color.red.frame(minWidth: minWidth, minHeight: minHeight), proposal: ProposedViewSize(width: 1000, height: 1000)).size
            report.compare("  … on Color, proposal 1000x1000 (maxWidth/maxHeight nil: no clamp)", actual: wide, expected: CGSize(width: 1000, height: 1000))
            let ideal = LayoutSnapshot(of: Color.red.frame(minWidth: minWidth, minHeight: minHeight), proposal: .unspecified).size
            report.compare("  … on Color, nil proposal (ideal nil: Color's 10x10)", actual: ideal, expected: CGSize(width: 10, height: 10))
        }
    }),

    // ideal raised to min: a nil proposal answers the stored ideal without the child; a zero
    // proposal is raised to min for the Color child (only min on each axis) and the frame is min.
    ("dual-flexframe-ideal-raised-to-min", .custom { fixture, report in
        let fields = oracleStoredFields(fixture)
        func size(_ proposal: ProposedViewSize) -> CGSize {
            LayoutSnapshot(of: Color.red.frame(minWidth: 20, idealWidth: 10, minHeight: 30, idealHeight: 15), proposal: proposal).size
        }
        report.compare("size for nil proposal (idealWidth x idealHeight)", actual: size(.unspecified), expected: CGSize(width: fields["idealWidth"] ?? .nan, height: fields["idealHeight"] ?? .nan))
        report.compare("size for zero proposal (minWidth x minHeight)", actual: size(.zero), expected: CGSize(width: fields["minWidth"] ?? .nan, height: fields["minHeight"] ?? .nan))
    }),

    // "inf | 0 | nan" for minWidth .infinity | -.infinity | .nan (same for minHeight).
    // ∞: only a min on the axis, so the frame is max(min(proposal, child), min) = ∞ for a concrete
    // and a nil proposal; measured with LayoutSubview.sizeThatFits inside a probe layout.
    // -∞ → 0: the same 0x0-child probe as dual-flexframe-negative-min.
    // NaN is not checked: a NaN min gives no layout-observable answer (comparisons with NaN are
    // undefined in the clamp), so the stored NaN cannot be inferred through the public API.
    ("dual-flexframe-nonfinite-min", .custom { fixture, report in
        let values = (fixture.expected["stored_fields"] as? [String: Any])?["minWidth"] as? String ?? ""
        let parts = values.split(separator: "|").map { oracleNumber(String($0)) }
        guard parts.count == 3, let fromInfinity = parts[0], let fromMinusInfinity = parts[1] else {
            report.fail("cannot read stored_fields.minWidth: \(values)")
            return
        }
        for axis in [Axis.horizontal, .vertical] {
            let name = axis == .horizontal ? "minWidth" : "minHeight"
            let probes = [ProposedViewSize(width: 100, height: 100), .unspecified]
            let log = OracleSizeLog()
            let infinite = axis == .horizontal ? AnyView(Color.red.frame(minWidth: .infinity)) : AnyView(Color.red.frame(minHeight: .infinity))
            _ = LayoutSnapshot(of: OracleSizeProbe(probes: probes, log: log) { infinite }, proposal: ProposedViewSize(width: 200, height: 200))
            for probe in probes {
                let size = log.sizes[probe]
                report.compare("frame(\(name): .infinity) measured with \(probe): \(name == "minWidth" ? "width" : "height")",
                               actual: size.map { axis == .horizontal ? $0.width : $0.height }, expected: fromInfinity)
            }
            let negative = axis == .horizontal
                ? LayoutSnapshot(of: OracleZeroProbe { Color.red.id("leaf") }.frame(minWidth: -.infinity), proposal: .unspecified)
                : LayoutSnapshot(of: OracleZeroProbe { Color.red.id("leaf") }.frame(minHeight: -.infinity), proposal: .unspecified)
            report.snapshots.append(negative.description)
            let frameLength = axis == .horizontal ? negative.size.width : negative.size.height
            let leaf = negative.frame(of: "leaf").map { axis == .horizontal ? $0.width : $0.height }
            report.compare("frame(\(name): -.infinity) around a 0x0 child, nil proposal: frame length", actual: frameLength, expected: fromMinusInfinity)
            report.compare("  … leaf proposed the frame's length (at min)", actual: leaf, expected: fromMinusInfinity)
        }
    }),

    // Color.black answers every proposal listed in the case with exactly that size.
    ("composeui-color-takes-proposal", .custom { fixture, report in
        let proposals = oraclePairs(in: fixture.raw["proposal"] as? String ?? "")
        if proposals.isEmpty { report.fail("cannot read the proposals") }
        for size in proposals {
            let snapshot = LayoutSnapshot(of: Color.black, proposal: ProposedViewSize(size))
            report.compare("Color.black proposed \(oracleFormat(size))", actual: snapshot.size, expected: size)
        }
    }),

    ("doc-replacing-unspecified-default", .custom { fixture, report in
        guard let expected = fixture.expectedSize("size") else { report.fail("no expected size"); return }
        let actual = ProposedViewSize(width: nil, height: 20).replacingUnspecifiedDimensions()
        report.compare("ProposedViewSize(width: nil, height: 20).replacingUnspecifiedDimensions()", actual: actual, expected: expected)
    }),
]

/// What the guide closures of `fbm-default-guides-rectangle` read.
final class OracleGuideLog {
    var values: [String: CGFloat] = [:]
    var explicitLeading: CGFloat?
}

/// Sizes a probe layout measured its subview at.
final class OracleSizeLog: @unchecked Sendable {
    var sizes: [ProposedViewSize: CGSize] = [:]
}

/// A layout that measures its first subview at each probe (recording the answers) and is itself 0x0.
struct OracleSizeProbe: Layout {
    let probes: [ProposedViewSize]
    let log: OracleSizeLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        for probe in probes { log.sizes[probe] = subview.sizeThatFits(probe) }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}

/// A layout that is 0x0 for every proposal and places its subview at its origin with the proposal
/// it was given, so the subview's size shows what the container was proposed when placed.
struct OracleZeroProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// The case's `stored_fields` that are numbers.
func oracleStoredFields(_ fixture: OracleFixture) -> [String: CGFloat] {
    let fields = fixture.expected["stored_fields"] as? [String: Any] ?? [:]
    var result: [String: CGFloat] = [:]
    for (key, value) in fields { if let number = oracleNumber(value) { result[key] = number } }
    return result
}

/// The numbers that follow each `marker` in `text` ("== 33.33", "== Optional(33.33)").
func oracleNumbers(after marker: String, in text: String) -> [CGFloat] {
    text.components(separatedBy: marker).dropFirst().compactMap { part in
        let digits = part.drop { !$0.isNumber && $0 != "-" }.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        return Double(String(digits)).map { CGFloat($0) }
    }
}

/// The "(w,h)" pairs in `text`.
func oraclePairs(in text: String) -> [CGSize] {
    text.components(separatedBy: "(").dropFirst().compactMap { part in
        let inside = part.prefix { $0 != ")" }.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard inside.count == 2, let width = inside[0], let height = inside[1] else { return nil }
        return CGSize(width: width, height: height)
    }
}
