import XCTest
@testable import Arrange

/// Glyph outlines from `glyf` (DejaVu, simple and composite) and `CFF ` (Inter), compared element by
/// element with fontTools.
///
/// Reference: fontTools 4.68, `python3 Scripts/outline-reference.py`: for each
/// glyph, `TTFont(font).getGlyphSet()[name].draw(pen)` with a `fontTools.pens.basePen.BasePen` subclass
/// that records `_moveTo` (M), `_lineTo` (L), `_qCurveToOne` (Q: BasePen splits TrueType runs of
/// off-curve points at their implied on-curve midpoints), `_curveToOne` (C) and `_closePath` (Z), and
/// `fontTools.pens.boundsPen.BoundsPen` for the tight bounds (xMin, yMin, xMax, yMax).
final class OpenTypeFontOutlineTests: XCTestCase {
    /// One glyph's expected path and bounds.
    struct Expectation {
        let file: String, glyph: UInt16, bounds: CGRect, path: String
    }

    static let expectations: [Expectation] = [
        // DejaVuSans.ttf a (glyph 68): 31 pen calls, BoundsPen (123, -29, 1069, 1147)
        .init(file: "DejaVuSans.ttf", glyph: 68, bounds: CGRect(x: 123, y: -29, width: 946, height: 1176),
              path: "M 702 563 Q 479 563 393 512 Q 307 461 307 338 Q 307 240 371.5 182.5 Q 436 125 547 125 Q 700 125 792.5 233.5 Q 885 342 885 522 L 885 563 Z M 1069 639 L 1069 0 L 885 0 L 885 170 Q 822 68 728 19.5 Q 634 -29 498 -29 Q 326 -29 224.5 67.5 Q 123 164 123 326 Q 123 515 249.5 611 Q 376 707 627 707 L 885 707 L 885 725 Q 885 852 801.5 921.5 Q 718 991 567 991 Q 471 991 380 968 Q 289 945 205 899 L 205 1069 Q 306 1108 401 1127.5 Q 496 1147 586 1147 Q 829 1147 949 1021 Q 1069 895 1069 639 Z"),
        // DejaVuSans.ttf é (glyph 171, composite): 28 pen calls, BoundsPen (113, -29, 1151, 1638)
        .init(file: "DejaVuSans.ttf", glyph: 171, bounds: CGRect(x: 113, y: -29, width: 1038, height: 1667),
              path: "M 1151 606 L 1151 516 L 305 516 Q 317 326 419.5 226.5 Q 522 127 705 127 Q 811 127 910.5 153 Q 1010 179 1108 231 L 1108 57 Q 1009 15 905 -7 Q 801 -29 694 -29 Q 426 -29 269.5 127 Q 113 283 113 549 Q 113 824 261.5 985.5 Q 410 1147 662 1147 Q 888 1147 1019.5 1001.5 Q 1151 856 1151 606 Z M 967 660 Q 965 811 882.5 901 Q 800 991 664 991 Q 510 991 417.5 904 Q 325 817 311 659 Z M 790 1638 L 989 1638 L 663 1262 L 510 1262 Z"),
        // DejaVuSans.ttf % (glyph 8): 45 pen calls, BoundsPen (113, -29, 1833, 1520)
        .init(file: "DejaVuSans.ttf", glyph: 8, bounds: CGRect(x: 113, y: -29, width: 1720, height: 1549),
              path: "M 1489 657 Q 1402 657 1352.5 583 Q 1303 509 1303 377 Q 1303 247 1352.5 172.5 Q 1402 98 1489 98 Q 1574 98 1623.5 172.5 Q 1673 247 1673 377 Q 1673 508 1623.5 582.5 Q 1574 657 1489 657 Z M 1489 784 Q 1647 784 1740 674 Q 1833 564 1833 377 Q 1833 190 1739.5 80.5 Q 1646 -29 1489 -29 Q 1329 -29 1236 80.5 Q 1143 190 1143 377 Q 1143 565 1236.5 674.5 Q 1330 784 1489 784 Z M 457 1393 Q 371 1393 321.5 1318.5 Q 272 1244 272 1114 Q 272 982 321 908 Q 370 834 457 834 Q 544 834 593.5 908 Q 643 982 643 1114 Q 643 1243 593 1318 Q 543 1393 457 1393 Z M 1360 1520 L 1520 1520 L 586 -29 L 426 -29 Z M 457 1520 Q 615 1520 709 1410.5 Q 803 1301 803 1114 Q 803 925 709.5 816 Q 616 707 457 707 Q 298 707 205.5 816.5 Q 113 926 113 1114 Q 113 1300 206 1410 Q 299 1520 457 1520 Z"),
        // Inter-Regular.otf a (glyph 504): 23 pen calls, BoundsPen (144, -36, 1372, 1556)
        .init(file: "Inter-Regular.otf", glyph: 504, bounds: CGRect(x: 144, y: -36, width: 1228, height: 1592),
              path: "M 668 -36 C 936 -36 1076 108 1124 208 L 1136 208 L 1136 0 L 1372 0 L 1372 1012 C 1372 1500 1000 1556 804 1556 C 572 1556 308 1476 188 1196 L 412 1116 C 464 1228 587 1348 812 1348 C 1029 1348 1136 1233 1136 1036 L 1136 1028 C 1136 914 1020 924 740 888 C 455 851 144 788 144 436 C 144 136 376 -36 668 -36 Z M 704 176 C 516 176 380 260 380 424 C 380 604 544 660 728 684 C 828 696 1096 724 1136 772 L 1136 556 C 1136 364 984 176 704 176 Z"),
        // Inter-Regular.otf % (glyph 1629): 33 pen calls, BoundsPen (236, -28, 2052, 2076)
        .init(file: "Inter-Regular.otf", glyph: 1629, bounds: CGRect(x: 236, y: -28, width: 1816, height: 2104),
              path: "M 1256 384 C 1256 160 1396 -28 1656 -28 C 1912 -28 2052 160 2052 384 L 2052 492 C 2052 716 1916 904 1656 904 C 1400 904 1256 716 1256 492 Z M 236 1556 C 236 1332 376 1144 636 1144 C 892 1144 1032 1332 1032 1556 L 1032 1664 C 1032 1888 896 2076 636 2076 C 380 2076 236 1888 236 1664 Z M 312 0 L 540 0 L 1948 2048 L 1720 2048 Z M 1460 492 C 1460 616 1516 732 1656 732 C 1800 732 1848 616 1848 492 L 1848 384 C 1848 260 1796 144 1656 144 C 1512 144 1460 260 1460 384 Z M 440 1664 C 440 1788 496 1904 636 1904 C 780 1904 828 1788 828 1664 L 828 1556 C 828 1432 776 1316 636 1316 C 492 1316 440 1432 440 1556 Z"),
        // Inter-Regular.otf & (glyph 1329): 29 pen calls, BoundsPen (144, -28, 1756, 2068)
        .init(file: "Inter-Regular.otf", glyph: 1329, bounds: CGRect(x: 144, y: -28, width: 1612, height: 2096),
              path: "M 796 -28 C 984 -28 1194 38 1327 174 L 1472 0 L 1756 0 L 1473 345 C 1550 444 1636 610 1636 896 L 1408 896 C 1408 756 1376 632 1323 529 L 878 1072 L 1028 1184 C 1196 1308 1300 1444 1300 1640 C 1300 1868 1112 2068 804 2068 C 504 2068 308 1880 308 1604 C 308 1422 407 1282 548 1112 C 309 946 144 792 144 544 C 144 212 392 -28 796 -28 Z M 1186 345 C 1073 239 930 180 788 180 C 544 180 384 352 384 544 C 384 600 436 744 620 880 L 696 936 Z M 733 1248 C 633 1370 548 1486 548 1600 C 548 1728 656 1864 812 1864 C 960 1864 1060 1744 1060 1640 C 1060 1500 984 1424 868 1348 Z"),
        // DejaVuSansMono.ttf @ (glyph 35): 40 pen calls, BoundsPen (27, -319, 1178, 1395)
        .init(file: "DejaVuSansMono.ttf", glyph: 35, bounds: CGRect(x: 27, y: -319, width: 1151, height: 1714),
              path: "M 1038 545 Q 1038 674 974 751.5 Q 910 829 803 829 Q 696 829 631.5 751.5 Q 567 674 567 545 Q 567 415 631.5 337.5 Q 696 260 803 260 Q 910 260 974 337.5 Q 1038 415 1038 545 Z M 1178 135 L 1034 135 L 1034 246 Q 997 183 931.5 149 Q 866 115 784 115 Q 623 115 517.5 236 Q 412 357 412 545 Q 412 733 517.5 854 Q 623 975 784 975 Q 864 975 931 940 Q 998 905 1034 844 L 1034 907 Q 1034 1063 946 1158 Q 858 1253 713 1253 Q 467 1253 321.5 1061.5 Q 176 870 176 543 Q 176 214 341 19 Q 506 -176 780 -176 Q 834 -176 888 -166 Q 942 -156 999 -135 L 1047 -270 Q 984 -295 922.5 -307 Q 861 -319 803 -319 Q 446 -319 236.5 -86 Q 27 147 27 543 Q 27 933 215 1164 Q 403 1395 719 1395 Q 928 1395 1053 1262 Q 1178 1129 1178 905 Z"),
    ]

    /// Renders elements in the reference's notation: integers without a fraction, others as Double.
    static func notation(_ elements: [GlyphOutline.Element]) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(describing: Double(v)) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let a): return "M \(p(a))"
            case .line(let a): return "L \(p(a))"
            case .quad(let a, let b): return "Q \(p(a)) \(p(b))"
            case .cubic(let a, let b, let c): return "C \(p(a)) \(p(b)) \(p(c))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    func testOutlinesMatchFontTools() throws {
        for expected in Self.expectations {
            let font = try BundledFonts.face(named: expected.file)
            let outline = try font.outline(of: expected.glyph)
            XCTAssertEqual(Self.notation(outline.elements), expected.path, "\(expected.file) glyph \(expected.glyph)")
            XCTAssertEqual(outline.bounds.minX, expected.bounds.minX, accuracy: 1e-6, "\(expected.file) glyph \(expected.glyph)")
            XCTAssertEqual(outline.bounds.minY, expected.bounds.minY, accuracy: 1e-6)
            XCTAssertEqual(outline.bounds.maxX, expected.bounds.maxX, accuracy: 1e-6)
            XCTAssertEqual(outline.bounds.maxY, expected.bounds.maxY, accuracy: 1e-6)
        }
    }

    /// Every glyph of every bundled face decodes (fontTools draws them all without error), and the space
    /// glyph is empty.
    func testEveryGlyphOfEveryBundledFaceDecodes() throws {
        for file in [BundledFonts.interRegular, BundledFonts.interBoldItalic, BundledFonts.dejaVuSans, BundledFonts.dejaVuSansMono] {
            let font = try BundledFonts.face(named: file)
            for glyph in 0..<font.glyphCount {
                XCTAssertNoThrow(try font.outline(of: UInt16(glyph)), "\(file) glyph \(glyph)")
            }
            let space = try XCTUnwrap(font.glyph(for: " "))
            XCTAssertEqual(try font.outline(of: space), GlyphOutline(elements: [], bounds: .zero))
        }
    }
}
