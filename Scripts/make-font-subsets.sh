#!/bin/sh
# Cuts the OFL fonts the fallback and emoji tests and the gallery's card variants use down to the
# characters they show, from Debian's packages (apt-get install fonts-noto-cjk
# fonts-noto-color-emoji) with fontTools' pyftsubset (pip install fonttools; the committed files
# were made with fontTools 4.68, Noto Sans CJK 2.004 and Noto Color Emoji 2.042).
#
# Writes the same files to Tests/ArrangeTests/Fixtures/Fonts (the tests) and
# Sources/ArrangeGallery/Resources/Fonts (the gallery), with the OFL's text beside them.
#
# Usage: sh Scripts/make-font-subsets.sh
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CJK_REGULAR=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
CJK_BOLD=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
EMOJI=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
# Face 2 of the collections is Noto Sans CJK SC (simplified Chinese).
CJK_FACE=2
# The tests' words, and the gallery card's Chinese title, paragraph and footer.
CJK_TEXT="你好世界日本語中文字体用组合自定义布局网格、协议和，在上按的方式然后绘制为无需浏览器。"
# 😀, 👍 with the medium skin tone, the family 👨‍👩‍👧, the flag 🇯🇵, the keycap 1️⃣, 🚀, ✨, 👩‍💻.
EMOJI_UNICODES="U+1F600,U+1F44D,U+1F3FD,U+1F468,U+1F469,U+1F467,U+200D,U+1F1EF,U+1F1F5,U+0031,U+FE0F,U+20E3,U+1F680,U+2728,U+1F4BB"
# The sequences' glyphs in the full font (hb-shape --no-glyph-names NotoColorEmoji.ttf "👍🏽" …):
# 👍🏽 2051, 👨‍👩‍👧 2104, 🇯🇵 1639, 1️⃣ 1471, the unknown-flag glyph 1467, 👩‍💻 2358. Kept without the rest of
# the layout closure, so the subset holds only these sequences.
EMOJI_GIDS="2051,2104,1639,1471,1467,2358"

for DIR in "$ROOT/Tests/ArrangeTests/Fixtures/Fonts" "$ROOT/Sources/ArrangeGallery/Resources/Fonts"; do
    mkdir -p "$DIR"
    pyftsubset "$CJK_REGULAR" --font-number=$CJK_FACE --text="$CJK_TEXT" --layout-features='*' \
        --output-file="$DIR/NotoSansCJKsc-Regular-Subset.otf"
    pyftsubset "$CJK_BOLD" --font-number=$CJK_FACE --text="$CJK_TEXT" --layout-features='*' \
        --output-file="$DIR/NotoSansCJKsc-Bold-Subset.otf"
    pyftsubset "$EMOJI" --unicodes="$EMOJI_UNICODES" --gids="$EMOJI_GIDS" --no-layout-closure \
        --layout-features='*' --output-file="$DIR/NotoColorEmoji-Subset.ttf"
    {
        echo "NotoSansCJKsc-*-Subset.otf: subsets of Noto Sans CJK SC 2.004, © 2014-2021 Adobe"
        echo "(http://www.adobe.com/), with Reserved Font Name 'Source'."
        echo "NotoColorEmoji-Subset.ttf: a subset of Noto Color Emoji 2.042, Copyright 2022 Google Inc."
        echo "Made by Scripts/make-font-subsets.sh. Both are licensed under the SIL Open Font License 1.1:"
        echo
        sed -n '/SIL OPEN FONT LICENSE Version 1.1/,/OTHER DEALINGS IN THE FONT SOFTWARE/p' \
            /usr/share/doc/fonts-noto-cjk/copyright | sed -e 's/^ //' -e 's/^\.$//'
    } > "$DIR/LICENSE-OFL.txt"
done
