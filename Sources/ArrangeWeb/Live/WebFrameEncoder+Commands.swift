import Arrange
import Foundation

extension WebFrameEncoder {
    /// One display list item as a command of the live protocol: a JSON array whose first
    /// element names it (Docs/Web.md, "Protocol"). Nil for an item that draws nothing (a path
    /// with a non-finite coordinate, an empty glyph run, an image with no pixels). Only
    /// numbers, colours, path data, fixed names and data URLs are written: no string from a
    /// view reaches the page.
    mutating func command(for content: DisplayList.Content) -> String? {
        let n = Self.number
        switch content {
        case .fill(let path, let color, let rule):
            guard path.isFinite, !path.isEmpty else { return nil }
            return "[\"f\",\"\(path.svgData)\",\"\(Self.color(color))\",\(rule == .evenOdd ? 1 : 0)]"
        case .fillGradient(let path, let gradient, let rule):
            guard path.isFinite, !path.isEmpty, !gradient.stops.isEmpty else { return nil }
            return "[\"g\",\"\(path.svgData)\",\(rule == .evenOdd ? 1 : 0),\(Self.gradient(gradient))]"
        case .stroke(let path, let color, let style):
            guard path.isFinite, !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return nil }
            let cap = style.lineCap == .round ? 1 : style.lineCap == .square ? 2 : 0
            let join = style.lineJoin == .round ? 1 : style.lineJoin == .bevel ? 2 : 0
            let limit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 1
            let dash = (style.resolvedDashPattern ?? []).map(n).joined(separator: ",")
            return "[\"s\",\"\(path.svgData)\",\"\(Self.color(color))\",\(n(style.lineWidth)),\(cap),\(join),\(n(limit)),[\(dash)],\(n(style.dashPhase))]"
        case .glyphs(let run):
            return glyphs(run)
        case .image(let bitmap, let rect):
            guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
                  bitmap.pixelWidth > 0, bitmap.pixelHeight > 0 else { return nil }
            let number = imageNumber(bitmap)
            let template = bitmap.templateColor.map { "\"\(Self.color($0))\"" } ?? "null"
            return "[\"i\",\(number),\(n(rect.minX)),\(n(rect.minY)),\(n(rect.width)),\(n(rect.height)),\(template),\(bitmap.interpolation == .none ? 0 : 1)]"
        case .pushClip(let path, let rule):
            return "[\"c\",\"\((path.isFinite ? path : Path()).svgData)\",\(rule == .evenOdd ? 1 : 0)]"
        case .popClip:
            return "[\"C\"]"
        case .pushOpacity(let opacity):
            return "[\"o\",\(Path.formatNumber(opacity.isFinite ? min(max(opacity, 0), 1) : 0))]"
        case .popOpacity:
            return "[\"O\"]"
        case .pushTransform(let t):
            let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
            // A transform that can't be drawn hides its content, as a degenerate one would.
            return "[\"x\",\(values.allSatisfy(\.isFinite) ? values.map(n).joined(separator: ",") : "0,0,0,0,0,0")]"
        case .popTransform:
            return "[\"X\"]"
        case .pushProjection(let p):
            let values = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            return "[\"p\",\(values.allSatisfy(\.isFinite) ? values.map(n).joined(separator: ",") : "0,0,0,0,0,0,0,0,1")]"
        case .popProjection:
            return "[\"P\"]"
        case .pushShadow(let shadow):
            return "[\"h\",\"\(Self.color(shadow.color))\",\(n(shadow.radius)),\(n(shadow.offset.width)),\(n(shadow.offset.height))]"
        case .popShadow:
            return "[\"H\"]"
        case .pushFilter(.colorMatrix(let matrix)):
            return "[\"m\",\(matrix.values.map { Path.formatNumber($0.isFinite ? $0 : 0) }.joined(separator: ","))]"
        case .pushFilter(.blur(let radius, let opaque, let bounds)):
            let rect = bounds.isNull || ![bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) ? CGRect.zero : bounds
            return "[\"b\",\(n(radius.isFinite && radius > 0 ? radius : 0)),\(opaque ? 1 : 0),\(n(rect.minX)),\(n(rect.minY)),\(n(rect.width)),\(n(rect.height))]"
        case .popFilter:
            return "[\"F\"]"
        case .pushBlendMode(let mode):
            return "[\"n\",\"\(Self.compositeOperation(of: mode))\"]"
        case .popBlendMode:
            return "[\"N\"]"
        case .pushMask:
            return "[\"k\"]"
        case .beginMaskedContent:
            return "[\"K\"]"
        case .popMask:
            return "[\"M\"]"
        }
    }

    /// A glyph run: colour, point size, face number and each glyph's id and origin; the outlines
    /// the client lacks are queued.
    private mutating func glyphs(_ run: DisplayList.GlyphRun) -> String? {
        guard run.size.isFinite, run.size > 0, !run.glyphs.isEmpty else { return nil }
        let face = faceNumber(run.face)
        var placed: [String] = []
        placed.reserveCapacity(run.glyphs.count * 3)
        for glyph in run.glyphs where glyph.position.x.isFinite && glyph.position.y.isFinite {
            define(glyph: glyph.id, of: run.face, number: face)
            placed.append(String(glyph.id))
            placed.append(Self.number(glyph.position.x))
            placed.append(Self.number(glyph.position.y))
        }
        guard !placed.isEmpty else { return nil }
        // Outlines are in font units: the client scales them by size / unitsPerEm, y flipped.
        return "[\"t\",\"\(Self.color(run.color))\",\(Self.number(run.size)),\(run.face.unitsPerEm),\(face),[\(placed.joined(separator: ","))]]"
    }

    /// A gradient: its kind's letter and geometry, then its stops as offset, colour pairs.
    static func gradient(_ gradient: DisplayList.Gradient) -> String {
        let n = number
        let stops = gradient.stops.map { "\(Path.formatNumber($0.location.isFinite ? $0.location : 0)),\"\(color($0.color))\"" }.joined(separator: ",")
        switch gradient.kind {
        case .linear(let start, let end):
            return "[\"l\",\(n(start.x)),\(n(start.y)),\(n(end.x)),\(n(end.y)),[\(stops)]]"
        case .radial(let center, let startRadius, let endRadius):
            return "[\"r\",\(n(center.x)),\(n(center.y)),\(n(max(startRadius, 0))),\(n(max(endRadius, 0))),[\(stops)]]"
        case .angular(let center, let startAngle, let endAngle):
            return "[\"a\",\(n(center.x)),\(n(center.y)),\(n(CGFloat(startAngle))),\(n(CGFloat(endAngle))),[\(stops)]]"
        case .elliptical(let frame, let center, let startFraction, let endFraction):
            return "[\"e\",\(n(frame.minX)),\(n(frame.minY)),\(n(frame.width)),\(n(frame.height)),\(n(center.x)),\(n(center.y)),"
                + "\(n(max(startFraction, 0))),\(n(max(endFraction, 0))),[\(stops)]]"
        }
    }

    /// `#RRGGBBAA`, a colour as CSS reads it.
    static func color(_ color: DisplayList.RGBA) -> String {
        let (r, g, b, a) = color.bytes
        return "#" + [r, g, b, a].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The canvas `globalCompositeOperation` of a blend mode (the names of CSS Compositing and
    /// Blending Level 1). `normal` is a compositing group (`source-over` of an isolated layer);
    /// `plusDarker`, which canvas lacks, is drawn as `source-over` (Docs/Web.md, "Live views").
    static func compositeOperation(of mode: BlendMode) -> String {
        switch mode {
        case .normal, .plusDarker: return "source-over"
        case .sourceAtop: return "source-atop"
        case .destinationOver: return "destination-over"
        case .destinationOut: return "destination-out"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "lighter"
        }
    }
}
