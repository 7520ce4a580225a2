#!/usr/bin/env python3
"""Writes the image decoders' test files into Tests/ArrangeTests/Fixtures/Images.

Each file's pixels are chosen here; the tests (Tests/ArrangeTests/Images) check the decoded pixels
against these values. PNG files are written by hand (Python's zlib) so that bit depths, Adam7
interlacing, every row filter and tRNS can be chosen; JPEG files by Pillow (libjpeg).
Run once: python3 Scripts/make-image-fixtures.py (needs Pillow for the JPEG files).
"""
import os
import struct
import zlib

from PIL import Image

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ArrangeTests", "Fixtures", "Images")
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, body):
    data = kind + body
    return struct.pack(">I", len(body)) + data + struct.pack(">I", zlib.crc32(data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Packs a row's samples (ints) at `depth` bits, most significant first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, bits, acc = bytearray(), 0, 0
    for s in samples:
        acc = acc << depth | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_rows(rows, bpp):
    """Filters each row with type (row index mod 5): none, sub, up, average, Paeth in turn."""
    out, previous = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        filtered = bytearray()
        for x, value in enumerate(row):
            a = row[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            filtered.append((value - predictor) & 0xFF)
        out.append(kind)
        out += filtered
        previous = row
    return bytes(out)


def png(name, width, height, depth, color_type, pixel, interlaced=False, extra=()):
    """`pixel(x, y)` gives the samples of pixel (x, y) at `depth` bits."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bpp = max(1, channels * depth // 8)
    raw = b""
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if not xs or not ys:
            continue
        rows = [pack_row([s for x in xs for s in pixel(x, y)], depth) for y in ys]
        raw += filter_rows(rows, bpp)
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    for kind, body in extra:
        data += chunk(kind, body)
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def quadrants(width=32, height=32):
    """Red, green, blue and light grey quadrants (top left, top right, bottom left, bottom right)."""
    image = Image.new("RGB", (width, height))
    colours = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (200, 200, 200)]
    for y in range(height):
        for x in range(width):
            image.putpixel((x, y), colours[(2 if y >= height // 2 else 0) + (1 if x >= width // 2 else 0)])
    return image


def main():
    os.makedirs(OUT, exist_ok=True)
    # 16-bit RGBA, 3×2: sample values chosen to round differently to 8 bits.
    values16 = [[(0x0000, 0xFFFF, 0x1234, 0xFFFF), (0x8080, 0x7F7F, 0x0101, 0x8000), (0xFFFF, 0x0000, 0x00FF, 0x0000)],
                [(0x4000, 0xC000, 0x2000, 0xFFFF), (0x0080, 0x017F, 0xFE80, 0x7FFF), (0x1111, 0x2222, 0x3333, 0x4444)]]
    png("rgba16.png", 3, 2, 16, 6, lambda x, y: values16[y][x])
    # Adam7 interlaced RGB, 9×9 (every pass non-empty), pixel (x, y) = (28x, 28y, 14(x + y)).
    png("interlaced.png", 9, 9, 8, 2, lambda x, y: (28 * x, 28 * y, 14 * (x + y)), interlaced=True)
    # Adam7 interlaced 16-bit greyscale, 5×3, grey = 0x1000 × (x + 5y) (+ 0x80).
    png("interlaced-gray16.png", 5, 3, 16, 0, lambda x, y: (0x1000 * (x + 5 * y) + 0x80,), interlaced=True)
    # Palette with tRNS, 2-bit indices, 5×2: entries red, green, blue, white; alpha 0, 128, 255
    # (entry 3 has none: opaque). Pixel (x, y) uses entry (x + y) mod 4.
    palette = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
    png("palette-trns.png", 5, 2, 2, 3, lambda x, y: ((x + y) % 4,), extra=[(b"PLTE", palette), (b"tRNS", bytes([0, 128, 255]))])
    # 4-bit greyscale, 4×1: 0, 5, 10, 15 (0, 85, 170, 255 at 8 bits).
    png("gray4.png", 4, 1, 4, 0, lambda x, y: (5 * x,))
    # RGB with a tRNS colour key (10, 20, 30): 2×1, the first pixel the key.
    png("rgb-key.png", 2, 1, 8, 2, lambda x, y: (10, 20, 30) if x == 0 else (40, 50, 60), extra=[(b"tRNS", struct.pack(">HHH", 10, 20, 30))])

    quadrants().save(os.path.join(OUT, "quadrants-444.jpg"), quality=95, subsampling=0)
    quadrants().save(os.path.join(OUT, "quadrants-420.jpg"), quality=95, subsampling=2)
    quadrants().save(os.path.join(OUT, "quadrants-progressive.jpg"), quality=95, subsampling=2, progressive=True)
    quadrants(48, 32).save(os.path.join(OUT, "quadrants-restart.jpg"), quality=95, subsampling=0, restart_marker_blocks=1)
    # Greyscale stripes 8 pixels wide: 0, 85, 170, 255.
    gray = Image.new("L", (32, 16))
    for y in range(16):
        for x in range(32):
            gray.putpixel((x, y), 85 * (x // 8))
    gray.save(os.path.join(OUT, "stripes-gray.jpg"), quality=95)
    gray.save(os.path.join(OUT, "stripes-gray-progressive.jpg"), quality=95, progressive=True)
    # An odd size, one colour (30, 120, 210): 13×7.
    Image.new("RGB", (13, 7), (30, 120, 210)).save(os.path.join(OUT, "odd-size.jpg"), quality=95)


if __name__ == "__main__":
    main()
