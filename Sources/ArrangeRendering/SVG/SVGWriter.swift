import Arrange

/// Accumulates an SVG document's elements, keeping track of the open groups.
struct SVGWriter {
    let textMode: SVGRenderer.TextMode
    /// The canvas size, for the region of shadow filters.
    let canvas: CGSize
    private(set) var output = ""
    /// The kind of every open `<g>`, innermost last.
    var open: [Kind] = []
    private var clipCount = 0
    private var idCount = 0
    /// The projective transforms in force that SVG can't express, innermost last: geometry is
    /// mapped through the last one as it is written. Empty when there is none.
    var projections: [ProjectionTransform] = []
    /// The ids of the masks being written or applied, innermost last.
    var maskIDs: [Int] = []

    /// What an open group is. A `projected` entry writes no `<g>`: it pushes ``projections``.
    enum Kind { case clip, opacity, transform, shadow, filter, blend, mask, masked, projected }

    init(textMode: SVGRenderer.TextMode, canvas: CGSize = .zero) {
        self.textMode = textMode
        self.canvas = canvas
    }

    /// A fresh number for a gradient's or filter's `id`.
    mutating func nextID() -> Int {
        idCount += 1
        return idCount
    }

    mutating func line(_ text: String) {
        output += text
        output += "\n"
    }

    /// Writes one display list item.
    mutating func write(_ content: DisplayList.Content) {
        if let projection = projections.last, content.drawsGeometry {
            return writeProjected(content, projection)
        }
        switch content {
        case .fill(let path, let color, let rule):
            guard path.isFinite, !path.isEmpty else { return }
            line("<path d=\"\(path.svgData)\"\(Self.fill(color))\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>")
        case .fillGradient(let path, let gradient, let rule):
            writeGradientFill(path, gradient, rule: rule)
        case .image(let bitmap, let rect):
            writeImage(bitmap, in: rect)
        case .stroke(let path, let color, let style):
            guard path.isFinite, !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            line("<path d=\"\(path.svgData)\" fill=\"none\"\(Self.stroke(color, style))/>")
        case .glyphs(let run):
            writeGlyphs(run)
        case .pushClip(let path, let rule):
            clipCount += 1
            let clipPath = path.isFinite ? path : Path()
            let ruleAttribute = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
            line("<clipPath id=\"clip\(clipCount)\"><path d=\"\(clipPath.svgData)\"\(ruleAttribute)/></clipPath>")
            line("<g clip-path=\"url(#clip\(clipCount))\">")
            open.append(.clip)
        case .pushOpacity(let opacity):
            let value = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
            line("<g opacity=\"\(Path.formatNumber(value))\">")
            open.append(.opacity)
        case .pushTransform(let t) where !projections.isEmpty:
            pushProjection(ProjectionTransform(t))
        case .pushTransform(let t):
            let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
            // A transform that can't be written hides its content, as a degenerate one would.
            let matrix = values.allSatisfy(\.isFinite) ? values.map(SVGRenderer.number).joined(separator: " ") : "0 0 0 0 0 0"
            line("<g transform=\"matrix(\(matrix))\">")
            open.append(.transform)
        case .popClip:
            close(.clip)
        case .popOpacity:
            close(.opacity)
        case .popTransform, .popProjection:
            if open.last == .projected {
                open.removeLast()
                projections.removeLast()
            } else {
                close(.transform)
            }
        case .pushShadow(let shadow):
            writeShadow(shadow)
            open.append(.shadow)
        case .popShadow:
            close(.shadow)
        case .pushProjection(let projection):
            pushProjection(projection)
        default:
            writeEffect(content)
        }
    }

    /// Closes the innermost group if it is of `kind`; a pop that matches no push is ignored.
    mutating func close(_ kind: Kind) {
        guard open.last == kind else { return }
        open.removeLast()
        line("</g>")
    }

    /// Closes the groups left open.
    mutating func closeAll() {
        while let kind = open.popLast() {
            switch kind {
            case .projected: projections.removeLast()
            case .mask: line("</mask>")
            default: line("</g>")
            }
        }
    }

    private mutating func writeGlyphs(_ run: DisplayList.GlyphRun) {
        guard run.size.isFinite, run.size > 0, run.origin.x.isFinite, run.origin.y.isFinite else { return }
        switch textMode {
        case .outlines:
            let path = run.outlines
            guard !path.isEmpty else { return }
            line("<path d=\"\(path.svgData)\"\(Self.fill(run.color))/>")
        case .text:
            let family = (run.face.familyName ?? "sans-serif").xmlEscaped
            line("<text x=\"\(SVGRenderer.number(run.origin.x))\" y=\"\(SVGRenderer.number(run.origin.y))\" "
                 + "font-family=\"\(family)\" font-size=\"\(SVGRenderer.number(run.size))\"\(Self.fill(run.color)) "
                 + "xml:space=\"preserve\">\(run.string.xmlEscaped)</text>")
        }
    }

    /// ` fill="#RRGGBB"`, with `fill-opacity` when the colour is translucent.
    static func fill(_ color: DisplayList.RGBA) -> String {
        " fill=\"\(hex(color))\"" + (color.opacity < 1 ? " fill-opacity=\"\(Path.formatNumber(color.opacity))\"" : "")
    }

    /// The stroke attributes; the cap and join only when they aren't SVG's defaults; the dash
    /// pattern (already even in length, as SVG would repeat an odd one) and phase when dashed.
    static func stroke(_ color: DisplayList.RGBA, _ style: StrokeStyle) -> String {
        var text = " stroke=\"\(hex(color))\""
        if color.opacity < 1 { text += " stroke-opacity=\"\(Path.formatNumber(color.opacity))\"" }
        text += " stroke-width=\"\(SVGRenderer.number(style.lineWidth))\""
        switch style.lineCap {
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        default: break
        }
        switch style.lineJoin {
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        default:
            let limit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 1
            text += " stroke-miterlimit=\"\(SVGRenderer.number(limit))\""
        }
        if let pattern = style.resolvedDashPattern {
            text += " stroke-dasharray=\"\(pattern.map(SVGRenderer.number).joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGRenderer.number(style.dashPhase))\"" }
        }
        return text
    }

    /// `#RRGGBB`.
    static func hex(_ color: DisplayList.RGBA) -> String {
        String(color.description.prefix(7))
    }
}
