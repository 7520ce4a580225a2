#!/bin/sh
# Makes the small font subsets the shaping tests use (Tests/ArrangeTests/Fixtures/Fonts), from
# Debian's fonts-noto-core (Noto Sans Arabic and Noto Sans Devanagari, SIL Open Font License 1.1,
# no reserved font names), with fontTools' pyftsubset: only the characters the tests shape, every
# OpenType layout feature kept (GSUB, GPOS and GDEF as the full fonts have them for those glyphs),
# hinting dropped. Run from the repository root.
set -eu
noto=/usr/share/fonts/truetype/noto
out=Tests/ArrangeTests/Fixtures/Fonts
mkdir -p "$out"
# Arabic letters of the test words (مرحبا سلام كتاب العربية بسم لا), the harakat fatha, damma,
# kasra, shadda, sukun and fathatan, the Arabic comma and question mark, Arabic-Indic digits 0–9,
# the tatweel, ZWJ/ZWNJ and the space.
pyftsubset "$noto/NotoSansArabic-Regular.ttf" \
    --unicodes="U+0020,U+060C,U+061F,U+0621-064A,U+064B-0652,U+0660-0669,U+0640,U+200C,U+200D" \
    --layout-features='*' --no-hinting --output-file="$out/NotoSansArabic-Subset.ttf"
# Devanagari letters and signs of the test words (हिन्दी नमस्ते क्षत्रिय) and the space.
pyftsubset "$noto/NotoSansDevanagari-Regular.ttf" \
    --unicodes="U+0020,U+0902,U+0915,U+0924,U+0926,U+0928,U+092E,U+092F,U+0930,U+0937-0939,U+093F,U+0940,U+0947,U+094D,U+200C,U+200D" \
    --layout-features='*' --no-hinting --output-file="$out/NotoSansDevanagari-Subset.ttf"
cp /usr/share/doc/fonts-noto-core/copyright "$out/LICENSE-Noto.txt"
ls -l "$out"
