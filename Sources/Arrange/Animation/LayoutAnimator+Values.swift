import Foundation

extension LayoutAnimator {
    /// A drawn value of a view that animates besides its frame.
    enum AnimatedValue: Equatable {
        /// An `.opacity(_:)` modifier's opacity.
        case opacity(Double)
        /// A colour or shape's fill colour, as linear-sRGB components and opacity (the space
        /// SwiftUI's `Color.Resolved` animates in).
        case color(SIMD4<Double>)

        var vector: SIMD4<Double> {
            switch self {
            case .opacity(let value): return SIMD4(value, 0, 0, 0)
            case .color(let components): return components
            }
        }

        func sameKind(as other: AnimatedValue) -> Bool {
            switch (self, other) {
            case (.opacity, .opacity), (.color, .color): return true
            default: return false
            }
        }
    }

    /// A drawn value moving from `from` to `to`.
    struct ValueTrack {
        var from: SIMD4<Double>
        var to: AnimatedValue
        var animation: Animation
        var start: Double

        func value(at time: Double) -> SIMD4<Double> {
            let a = animation.sample(at: time - start).a
            return from * a + to.vector * (1 - a)
        }
    }

    /// The animatable drawn value of `node`, if it has one.
    static func animatedValue(of node: Int32, in graph: LayoutGraph) -> AnimatedValue? {
        switch graph.nodes[Int(node)].kind {
        case .layout(let reference):
            let storage = reference.object
            guard let effect = storage as? LayoutStorage<RenderEffectLayout>, case .opacity(let value) = effect.layout.effect else { return nil }
            return .opacity(value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1))
        case .leaf(let payload):
            guard case .color(let color)? = graph.leafPayloads[Int(payload)].fill else { return nil }
            return .color(SIMD4(linear(color.red), linear(color.green), linear(color.blue), color.alpha))
        default:
            return nil
        }
    }

    /// Starts (or keeps) the animation of a view's drawn value from what is shown now.
    func startValueTrack(for node: Int32, in new: LayoutGraph, old oldNode: Int32, of old: LayoutGraph, id: UInt64, animation: Animation?, time: Double, into result: inout [UInt64: ValueTrack]) {
        guard let to = Self.animatedValue(of: node, in: new), let before = Self.animatedValue(of: oldNode, in: old), to.sameKind(as: before) else { return }
        let running = valueTracks[id].flatMap { $0.animation.isFinished(at: time - $0.start) ? nil : $0 }
        if let running, running.to == to {
            result[id] = running
            return
        }
        guard let animation else { return }
        let from = running?.value(at: time) ?? before.vector
        if from != to.vector {
            result[id] = ValueTrack(from: from, to: to, animation: animation, start: time)
        }
    }

    /// Puts the value `track` shows at `time` in the presentation copy's node.
    static func apply(_ track: ValueTrack, at time: Double, to node: Int, in copy: LayoutGraph) {
        let value = track.value(at: time)
        switch track.to {
        case .opacity:
            copy.nodes[node].kind = copy.layoutKind(LayoutStorage.make(RenderEffectLayout(effect: .opacity(Swift.min(Swift.max(value.x, 0), 1)))))
        case .color:
            guard case .leaf(let payload) = copy.nodes[node].kind else { return }
            func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
            // Leaves of one colour share a payload: the animated leaf gets its own.
            var content = copy.leafPayloads[Int(payload)]
            content.fill = .color(Color(red: gamma(clamp(value.x)), green: gamma(clamp(value.y)), blue: gamma(clamp(value.z)), opacity: clamp(value.w)))
            copy.leafPayloads.append(content)
            copy.nodes[node].kind = .leaf(payload: Int32(copy.leafPayloads.count - 1))
        }
    }

    /// An sRGB component in linear light.
    static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// A linear-light component in sRGB.
    static func gamma(_ component: Double) -> Double {
        component <= 0.0031308 ? component * 12.92 : 1.055 * pow(component, 1 / 2.4) - 0.055
    }
}
