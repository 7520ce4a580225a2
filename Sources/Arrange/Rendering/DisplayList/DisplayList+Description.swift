extension DisplayList {
    /// A readable dump, one item a line, nested items indented between their push and pop, for
    /// snapshot tests:
    ///
    /// ```
    /// DisplayList 100×40
    /// fill #FF3B30 M0 0H100V40H0Z  Color red
    /// clip M0 0H50V40H0Z  ScrollViewLayout
    ///   glyphs Inter 17 #000000 "Hi" at 0 16.469: 161@0 723@12.58  Text "Hi" id: "title"
    /// end clip  ScrollViewLayout
    /// ```
    ///
    /// Paths are SVG path data; numbers are rounded to 1/1000. A glyph run shows its face's family,
    /// point size, colour, characters and baseline origin, then each glyph as `id@x` relative to
    /// the origin. Each line ends with the view the item came from and its explicit `.id`, if any.
    public var description: String {
        var lines = ["DisplayList \(Path.formatNumber(Double(size.width)))×\(Path.formatNumber(Double(size.height)))"]
        var depth = 0
        for item in items {
            if item.content.isPop { depth = Swift.max(depth - 1, 0) }
            var line = String(repeating: "  ", count: depth) + item.content.summary
            if !item.source.isEmpty { line += "  " + item.source }
            if let id = item.identity.explicitID { line += " id: \(String(reflecting: id.base))" }
            lines.append(line)
            if item.content.isPush { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

extension DisplayList.Content {
    /// Whether the item starts a nested state (clip, opacity, transform).
    var isPush: Bool {
        switch self {
        case .pushClip, .pushOpacity, .pushTransform, .pushShadow, .pushFilter, .pushBlendMode, .pushProjection, .pushMask,
             .beginMaskedContent: return true
        default: return false
        }
    }

    /// Whether the item ends a nested state.
    var isPop: Bool {
        switch self {
        case .popClip, .popOpacity, .popTransform, .popShadow, .popFilter, .popBlendMode, .popProjection, .popMask,
             .beginMaskedContent: return true
        default: return false
        }
    }

    /// The item as one line of the dump (without its source).
    var summary: String {
        func number(_ value: CGFloat) -> String { Path.formatNumber(Double(value)) }
        func rule(_ rule: DisplayList.FillRule) -> String { rule == .evenOdd ? " evenodd" : "" }
        switch self {
        case .fill(let path, let color, let fillRule):
            return "fill\(rule(fillRule)) \(color) \(path.svgData)"
        case .fillGradient(let path, let gradient, let fillRule):
            return "fill\(rule(fillRule)) \(gradient.summary) \(path.svgData)"
        case .image(let bitmap, let rect):
            return "image \(String(reflecting: bitmap.name)) \(bitmap.pixelWidth)×\(bitmap.pixelHeight) in "
                + "\(number(rect.minX)) \(number(rect.minY)) \(number(rect.width)) \(number(rect.height))"
        case .stroke(let path, let color, let style):
            let cap = style.lineCap == .round ? "round" : style.lineCap == .square ? "square" : "butt"
            let join = style.lineJoin == .round ? "round" : style.lineJoin == .bevel ? "bevel" : "miter \(number(style.miterLimit))"
            let dash = style.resolvedDashPattern.map { " dash \($0.map(number).joined(separator: " ")) phase \(number(style.dashPhase))" } ?? ""
            return "stroke \(color) width \(number(style.lineWidth)) \(cap) \(join)\(dash) \(path.svgData)"
        case .glyphs(let run):
            let glyphs = run.glyphs.map { "\($0.id)@\(number($0.position.x - run.origin.x))" }.joined(separator: " ")
            return "glyphs \(run.face.familyName ?? "(unnamed face)") \(number(run.size)) \(run.color) "
                + "\(String(reflecting: run.string)) at \(number(run.origin.x)) \(number(run.origin.y)): \(glyphs)"
        case .pushClip(let path, let fillRule):
            return "clip\(rule(fillRule)) \(path.svgData)"
        case .popClip:
            return "end clip"
        case .pushOpacity(let opacity):
            return "opacity \(Path.formatNumber(opacity))"
        case .popOpacity:
            return "end opacity"
        case .pushTransform(let t):
            return "transform \([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))"
        case .popTransform:
            return "end transform"
        case .pushShadow(let shadow):
            return "shadow \(shadow.color) radius \(number(shadow.radius)) offset \(number(shadow.offset.width)) \(number(shadow.offset.height))"
        case .popShadow:
            return "end shadow"
        case .pushFilter(.colorMatrix(let matrix)):
            return "color matrix \(matrix.values.map { Path.formatNumber($0) }.joined(separator: " "))"
        case .pushFilter(.blur(let radius, let opaque, let bounds)):
            return "blur radius \(number(radius))\(opaque ? " opaque" : "") in \(number(bounds.minX)) \(number(bounds.minY)) \(number(bounds.width)) \(number(bounds.height))"
        case .popFilter:
            return "end filter"
        case .pushBlendMode(let mode):
            return "blend \(mode)"
        case .popBlendMode:
            return "end blend"
        case .pushProjection(let m):
            return "projection \([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(number).joined(separator: " "))"
        case .popProjection:
            return "end projection"
        case .pushMask:
            return "mask"
        case .beginMaskedContent:
            return "masked content"
        case .popMask:
            return "end mask"
        }
    }
}

extension DisplayList.Gradient {
    /// The gradient as a dump shows it: `linear 0 0 → 100 0 [#FF3B30@0 #007AFF@1]`.
    var summary: String {
        func number(_ value: CGFloat) -> String { Path.formatNumber(Double(value)) }
        let stopList = stops.map { "\($0.color)@\(Path.formatNumber($0.location))" }.joined(separator: ", ")
        switch kind {
        case .linear(let start, let end):
            return "linear \(number(start.x)) \(number(start.y)) → \(number(end.x)) \(number(end.y)) [\(stopList)]"
        case .radial(let center, let startRadius, let endRadius):
            return "radial \(number(center.x)) \(number(center.y)) r \(number(startRadius)) → \(number(endRadius)) [\(stopList)]"
        case .elliptical(let frame, let center, let start, let end):
            return "elliptical \(number(frame.minX)) \(number(frame.minY)) \(number(frame.width))×\(number(frame.height)) at \(number(center.x)),\(number(center.y)) r \(number(start)) → \(number(end)) [\(stopList)]"
        case .angular(let center, let startAngle, let endAngle):
            return "angular \(number(center.x)) \(number(center.y)) \(Path.formatNumber(startAngle * 180 / .pi))° → \(Path.formatNumber(endAngle * 180 / .pi))° [\(stopList)]"
        }
    }
}
