#!/usr/bin/env bash
# Makes the image pairs of DiffTests with placeholderkit, then prints the mismatch counts
# of the reference pixelmatch implementation for them (pip install pixelmatch pillow;
# pixelmatch-py 0.4.0 is a line-by-line port of mapbox/pixelmatch 5.x).
# Usage: Tests/PlaceholderImageDiffTests/Fixtures/make-fixtures.sh
set -euo pipefail
cd "$(dirname "$0")"
pk() { ../../../.build/debug/placeholderkit render "$@"; }
base=(--width 120 --height 40 --scale 2 --placeholder "Shifted text" --placeholder-color "#333")
pk "${base[@]}" -o shift-a.png
pk "${base[@]}" --padding 6 -o shift-b.png
pk "${base[@]}" --placeholder-color "#000" -o colour-b.png
cp shift-a.png colour-a.png
pk --width 60 --height 30 --scale 2 --border-width 0.5 --border-color "#000" -o thin-a.png
pk --width 60 --height 30 --scale 2 --border-width 0.5 --border-color "#444" --inset 1,0,0,0 -o thin-b.png
pk --width 60 --height 30 --scale 2 --background-color "#FF000080" --placeholder "Alpha" --placeholder-color "#0000FF80" -o translucent-a.png
pk --width 60 --height 30 --scale 2 --background-color "#FF000070" --placeholder "Alpha" --placeholder-color "#0000FF90" -o translucent-b.png
pk --width 60 --height 60 --scale 2 --corner-radius 20 --background-color "#000" -o aa-a.png
pk --width 60 --height 60 --scale 2 --corner-radius 20.3 --background-color "#000" -o aa-b.png
python3 - <<'PY'
from PIL import Image
from pixelmatch import pixelmatch
for name in ["shift", "colour", "thin", "translucent", "aa"]:
    a = Image.open(f"{name}-a.png").convert("RGBA")
    b = Image.open(f"{name}-b.png").convert("RGBA")
    w, h = a.size
    for threshold, aa in [(0.1, False), (0.1, True), (0.0, False), (0.5, False)]:
        n = pixelmatch(list(a.tobytes()), list(b.tobytes()), w, h, None, threshold=threshold, includeAA=aa)
        print(f"{name} threshold={threshold} includeAA={aa}: {n}")
PY
