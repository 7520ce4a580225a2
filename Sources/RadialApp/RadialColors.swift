import Arrange

/// The circles' colours: the notes draw them at random; here a fixed-seed generator
/// (SplitMix64) draws them, so circle *i* always has the same colour.
enum RadialColors {
    /// The colours of circles 0 ..< `count`.
    static func colors(count: Int) -> [Color] {
        var state: UInt64 = 0x5EED_C01D
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
        return (0..<max(count, 0)).map { _ in Color(red: next(), green: next(), blue: next(), opacity: 1) }
    }
}
