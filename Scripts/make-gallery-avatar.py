#!/usr/bin/env python3
"""Writes Sources/ArrangeGallery/Resources/avatar.jpg: a 480 x 480 picture (sky gradient, sun,
two hills), each pixel the average of 4 x 4 samples so that its edges are smooth, saved as a
progressive JPEG by Pillow, so the gallery and its social card draw a real photo-like image
reduced (480 pixels into 240 points or fewer); and frame.png and tile.png, small PNG images with
alpha for the gallery's image examples. Run from the repository root."""
import math

from PIL import Image

W = H = 480
SAMPLES = 4


def colour(x, y):
    """The picture at (x, y) in the original 120 x 120 design's coordinates."""
    t = y / 119
    r, g, b = 255, 180 * (1 - t) + 230 * t, 80 * (1 - t) + 200 * t
    if math.hypot(x - 78, y - 40) < 18:
        r, g, b = 255, 240, 120
    if y > 80 + 12 * math.sin(x / 14):
        r, g, b = 60, 160, 90
    if y > 95 + 8 * math.sin(x / 9 + 2):
        r, g, b = 30, 120, 70
    return r, g, b


image = Image.new("RGB", (W, H))
pixels = image.load()
scale = 120 / W
for py in range(H):
    for px in range(W):
        total = [0.0, 0.0, 0.0]
        for sy in range(SAMPLES):
            for sx in range(SAMPLES):
                c = colour((px + (sx + 0.5) / SAMPLES) * scale, (py + (sy + 0.5) / SAMPLES) * scale)
                for i in range(3):
                    total[i] += c[i]
        pixels[px, py] = tuple(round(v / SAMPLES ** 2) for v in total)
image.save("Sources/ArrangeGallery/Resources/avatar.jpg", quality=88, progressive=True)

# frame.png: a 24 x 24 rounded border (radius 8, 3 pixels wide, antialiased by 4 x 4 samples) in
# dark blue on transparent: the gallery's nine-slice and template examples.
frame = Image.new("RGBA", (24, 24))
for py in range(24):
    for px in range(24):
        inside = 0
        for sy in range(SAMPLES):
            for sx in range(SAMPLES):
                x, y = px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES
                # Distance outside a rounded square of radius r inset by `inset`.
                def outside(inset, r):
                    qx = max(abs(x - 12) - (12 - inset - r), 0)
                    qy = max(abs(y - 12) - (12 - inset - r), 0)
                    return math.hypot(qx, qy) - r
                if outside(0, 8) <= 0 and outside(3, 5) > 0:
                    inside += 1
        frame.putpixel((px, py), (30, 60, 140, round(255 * inside / SAMPLES ** 2)))
frame.save("Sources/ArrangeGallery/Resources/frame.png", optimize=True)

# tile.png: a 16 x 16 tile, a teal diamond on a pale ground: the tiling example.
tile = Image.new("RGBA", (16, 16))
for py in range(16):
    for px in range(16):
        diamond = abs(px + 0.5 - 8) + abs(py + 0.5 - 8) < 6
        tile.putpixel((px, py), (40, 170, 160, 255) if diamond else (235, 245, 240, 255))
tile.save("Sources/ArrangeGallery/Resources/tile.png", optimize=True)
