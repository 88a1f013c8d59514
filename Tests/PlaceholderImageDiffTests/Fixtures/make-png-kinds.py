# Writes one 3×2 picture as every kind of PNG DecodeTests reads (pip install pypng).
# The picture: row 0 = red, green, blue; row 1 = white, half-grey (128), transparent
# black (greyscale kinds use the grey levels 0, 128, 255 instead).
import png

rgba = [[(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)],
        [(255, 255, 255, 255), (128, 128, 128, 255), (0, 0, 0, 0)]]
grey = [[0, 128, 255], [255, 128, 0]]
grey_alpha = [[(0, 255), (128, 128), (255, 0)], [(255, 255), (128, 255), (0, 255)]]

def write(name, rows, **info):
    with open(name, "wb") as f:
        png.Writer(width=3, height=2, **info).write(f, rows)

flat = lambda rows: [[c for px in row for c in px] for row in rows]
write("kind-rgba8.png", flat(rgba), greyscale=False, alpha=True, bitdepth=8)
write("kind-rgb8.png", flat([[px[:3] for px in row] for row in rgba]), greyscale=False, alpha=False, bitdepth=8)
write("kind-rgba16.png", [[c * 257 for c in row] for row in flat(rgba)], greyscale=False, alpha=True, bitdepth=16)
write("kind-grey8.png", grey, greyscale=True, bitdepth=8)
write("kind-grey16.png", [[v * 257 for v in row] for row in grey], greyscale=True, bitdepth=16)
write("kind-greyalpha8.png", flat(grey_alpha), greyscale=True, alpha=True, bitdepth=8)
palette = [px for row in rgba for px in row]
write("kind-palette.png", [[0, 1, 2], [3, 4, 5]], palette=palette, bitdepth=8)
write("kind-interlaced.png", flat(rgba), greyscale=False, alpha=True, bitdepth=8, interlace=True)
data = open("kind-rgba8.png", "rb").read()
open("kind-truncated.png", "wb").write(data[: len(data) // 2])
corrupt = bytearray(data)
corrupt[40] ^= 0xFF
open("kind-corrupt.png", "wb").write(bytes(corrupt))
