#!/usr/bin/env python3
"""Regenerates Tests/ArrangeTests/Fixtures/DamagedFonts: small, deliberately broken fonts.

Deterministic: run from the package root with fontTools installed (`pip install fonttools`):
    python3 Scripts/make-damaged-fonts.py
Sources are subsets of the bundled DejaVu Sans (glyf, composite glyphs, kern + GPOS) and Inter
(CFF, GPOS pair kerning formats 1 and 2). Every output must make OpenTypeFont throw a FontError or
parse; none may crash or hang it. The valid-* files are the undamaged subsets.
"""
import io, os, struct
from fontTools.ttLib import TTFont
from fontTools import subset
from fontTools.misc.psCharStrings import T2CharString
from fontTools.cffLib import SubrsIndex

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Sources/Arrange/Resources/Fonts")
OUT = os.path.join(ROOT, "Tests/ArrangeTests/Fixtures/DamagedFonts")


def make_subset(name, text):
    font = TTFont(os.path.join(FONTS, name))
    options = subset.Options()
    options.layout_features = ["kern"]
    options.name_IDs = [1, 2, 4, 6]
    options.notdef_outline = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    return font


def to_bytes(font):
    buffer = io.BytesIO()
    font.recalcBBoxes = False   # keeps fontTools from running (possibly recursive) charstrings
    font.save(buffer, reorderTables=True)
    return bytearray(buffer.getvalue())


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    result = {}
    for i in range(count):
        record = 12 + 16 * i
        tag = data[record:record + 4].decode("latin-1")
        offset, length = struct.unpack(">II", data[record + 8:record + 16])
        result[tag] = (record, offset, length)
    return result


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(bytes(data))


def damage(prefix, data):
    write(f"valid-{prefix}", data)
    size = len(data)
    for cut in sorted(set([0, 1, 4, 11, 12, 27, 28] + [size * k // 24 for k in range(1, 24)])):
        write(f"{prefix}-truncated-{cut:06d}", data[:cut])
    for tag, (record, offset, length) in sorted(tables(data).items()):
        safe = tag.strip().replace("/", "_")
        out = bytearray(data); out[record + 8:record + 12] = struct.pack(">I", 0xFFFFFF00)
        write(f"{prefix}-{safe}-offset-out-of-bounds", out)
        out = bytearray(data); out[record + 12:record + 16] = struct.pack(">I", 0x7FFFFFFF)
        write(f"{prefix}-{safe}-length-huge", out)
        out = bytearray(data); out[record + 12:record + 16] = struct.pack(">I", 0)
        write(f"{prefix}-{safe}-zero-length", out)
    t = tables(data)
    def patch(label, tag, at, fmt, value):
        if tag not in t:
            return
        out = bytearray(data)
        struct.pack_into(fmt, out, t[tag][1] + at, value)
        write(f"{prefix}-{label}", out)
    patch("maxp-numGlyphs-huge", "maxp", 4, ">H", 0xFFFF)
    patch("hhea-numberOfHMetrics-huge", "hhea", 34, ">H", 0xFFFF)
    patch("hhea-numberOfHMetrics-zero", "hhea", 34, ">H", 0)
    patch("cmap-numTables-huge", "cmap", 2, ">H", 0xFFFF)
    patch("name-count-huge", "name", 2, ">H", 0xFFFF)
    patch("head-unitsPerEm-zero", "head", 18, ">H", 0)
    patch("head-indexToLocFormat-long", "head", 50, ">h", 1)
    patch("GPOS-lookupList-out-of-bounds", "GPOS", 8, ">H", 0xFFFF)
    patch("kern-nPairs-huge", "kern", 10, ">H", 0xFFFF)
    patch("CFF-offSize-zero", "CFF ", 3, ">B", 0)
    patch("CFF-headerSize-huge", "CFF ", 2, ">B", 0xFF)
    out = bytearray(data); struct.pack_into(">H", out, 4, 0xFFFF)
    write(f"{prefix}-numTables-huge", out)


def cyclic_composites(data):
    """Patches the first component's glyph index of composite glyphs in the compiled bytes."""
    t = tables(data)
    head, loca, glyf = t["head"][1], t["loca"][1], t["glyf"][1]
    long_offsets = struct.unpack(">h", data[head + 50:head + 52])[0] == 1
    count = struct.unpack(">H", data[t["maxp"][1] + 4:t["maxp"][1] + 6])[0]
    def start(glyph):
        if long_offsets:
            return struct.unpack(">I", data[loca + 4 * glyph:loca + 4 * glyph + 4])[0]
        return 2 * struct.unpack(">H", data[loca + 2 * glyph:loca + 2 * glyph + 2])[0]
    composites = [g for g in range(count) if start(g + 1) > start(g)
                  and struct.unpack(">h", data[glyf + start(g):glyf + start(g) + 2])[0] < 0]
    first = composites[0]
    out = bytearray(data)
    struct.pack_into(">H", out, glyf + start(first) + 12, first)   # a glyph made of itself
    yield "glyf-composite-self-cycle.ttf", out
    if len(composites) > 1:
        second = composites[1]
        out = bytearray(data)
        struct.pack_into(">H", out, glyf + start(first) + 12, second)   # a → b → a
        struct.pack_into(">H", out, glyf + start(second) + 12, first)
        yield "glyf-composite-mutual-cycle.ttf", out


def recursive_subroutines(font):
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    private = top.Private
    subrs = SubrsIndex(private=private, globalSubrs=cff.GlobalSubrs)
    subrs.append(T2CharString(program=[-107, "callsubr", "return"], private=private, globalSubrs=cff.GlobalSubrs))
    private.Subrs = subrs
    for name in top.CharStrings.keys():
        charString = top.CharStrings[name]
        charString.program = [-107, "callsubr", "endchar"]
        charString.private = private
    yield "cff-local-subr-recursion.otf", font
    cff.GlobalSubrs.append(T2CharString(program=[-107, "callgsubr", "return"], globalSubrs=cff.GlobalSubrs))
    for name in top.CharStrings.keys():
        top.CharStrings[name].program = [-107, "callgsubr", "endchar"]
    yield "cff-global-subr-recursion.otf", font


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    damage("dejavu.ttf", to_bytes(make_subset("DejaVuSans.ttf", "AVaé%")))
    damage("inter.otf", to_bytes(make_subset("Inter-Regular.otf", "AVTao?")))
    for name, data in cyclic_composites(to_bytes(make_subset("DejaVuSans.ttf", "aéè"))):
        write(name, data)
    for name, font in recursive_subroutines(make_subset("Inter-Regular.otf", "a")):
        write(name, to_bytes(font))


main()
