#!/usr/bin/env python3
"""Writes Sources/ArrangeGallery/Resources/avatar.png: a 120 x 120 picture (sky gradient, sun,
two hills) drawn pixel by pixel with the standard library only, so the gallery and the card
benchmark have a real PNG image to draw. Run from the repository root."""
import math, struct, zlib

W = H = 120
rows = []
for y in range(H):
    row = bytearray([0])  # filter: none
    for x in range(W):
        t = y / (H - 1)
        r, g, b = int(255 * (1 - t) + 255 * t), int(180 * (1 - t) + 230 * t), int(80 * (1 - t) + 200 * t)
        if math.hypot(x - 78, y - 40) < 18:
            r, g, b = 255, 240, 120
        if y > 80 + 12 * math.sin(x / 14):
            r, g, b = 60, 160, 90
        if y > 95 + 8 * math.sin(x / 9 + 2):
            r, g, b = 30, 120, 70
        row += bytes([r, g, b, 255])
    rows.append(bytes(row))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
open("Sources/ArrangeGallery/Resources/avatar.png", "wb").write(png)
