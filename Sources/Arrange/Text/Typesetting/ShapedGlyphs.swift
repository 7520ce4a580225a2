/// The glyphs that draw a shaped text, recorded while it is measured: for every cluster, its
/// glyphs with the face each comes from and its offset from the cluster's start.
///
/// The glyphs of cluster `i` are `glyphs[clusterStart[i] ..< clusterStart[i + 1]]`. Faces are
/// indexes into the run's face list (`runFaces[run]`, the font's face first, then its fallbacks).
struct ShapedGlyphs {
    /// One glyph of a cluster.
    struct Glyph: Equatable {
        /// The face, as an index into the run's faces.
        var face: UInt16
        /// The glyph id in that face.
        var id: UInt16
        /// The distance from the start of the cluster to the glyph's origin, in points at the
        /// run's point size.
        var offset: CGFloat
        /// How far the glyph is raised above the baseline, in points (a mark placed on its base
        /// by GPOS; 0 for most glyphs).
        var rise: CGFloat = 0
    }

    /// Every glyph, cluster after cluster.
    var glyphs: [Glyph] = []
    /// Where each cluster's glyphs start in `glyphs`; one more entry than clusters.
    var clusterStart: [Int32] = [0]
    /// The faces of each run, best first.
    var runFaces: [[Typeface]] = []
    /// The "…" glyph of each run (offset 0).
    var ellipsis: [Glyph] = []

    /// Records a glyph of the current cluster.
    mutating func append(face: Int, id: UInt16, offset: CGFloat, rise: CGFloat = 0) {
        glyphs.append(Glyph(face: UInt16(face), id: id, offset: offset, rise: rise))
    }

    /// Ends the current cluster: the glyphs appended since the last call belong to it.
    mutating func endCluster() {
        clusterStart.append(Int32(glyphs.count))
    }

    /// The glyphs of cluster `index`.
    func glyphs(ofCluster index: Int) -> ArraySlice<Glyph> {
        glyphs[Int(clusterStart[index])..<Int(clusterStart[index + 1])]
    }
}
