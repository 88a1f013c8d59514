#!/usr/bin/env python3
"""Writes the binary bad inputs of this folder (PNGs, fonts, bytes that are not UTF-8).
Run from this folder; the output is committed, so this only documents how it was made."""
import struct
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, bit_depth, colour_type, rows, level=9):
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows, level)) + chunk(b"IEND", b"")


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# A valid 64x48 RGBA image.
small = png(64, 48, 8, 6, b"".join(b"\x00" + b"\x80\x80\x80\xff" * 64 for _ in range(48)))
write("png/ok-64x48.png", small)
# A valid 1-bit 20000x20000 image: 48 KB that decode to 1.6 GB of RGBA.
write("png/huge-20000x20000.png", png(20000, 20000, 1, 0, (b"\x00" + b"\x00" * 2500) * 20000))
# The header of a 20000x20000 image, then the file ends inside its first IDAT chunk.
ihdr = struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0)
write("png/cut-after-header-20000x20000.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"\x78\x9c" + b"\x00" * 64)[:30])
write("png/truncated.png", small[: len(small) // 2])
bad_crc = bytearray(small)
bad_crc[29] ^= 0xFF  # the IHDR chunk's CRC
write("png/bad-crc.png", bytes(bad_crc))
write("png/zero-width.png", png(0, 48, 8, 6, b""))
write("png/width-2-31.png", png(2**31, 1, 8, 6, b"\x00" * 5))
write("png/empty.png", b"")
write("png/not-a-png.png", b"GIF89a: not a PNG at all\n")
# Fonts that are not fonts.
write("fonts/not-a-font.ttf", b"This is text, not an OpenType font.\n")
write("fonts/truncated-font.ttf", b"\x00\x01\x00\x00\x00\x0c\x00\x80\x00\x03\x00\x40" + b"\x00" * 20)
# A spec whose string holds bytes that are not UTF-8 (0xC3 0x28), and one with a raw NUL.
write("specs/invalid-utf8.json", b'{"width": 10, "height": 10, "placeholder": "\xc3\x28"}')
write("specs/overlong-utf8.json", b'{"width": 10, "height": 10, "placeholder": "\xc0\xaf"}')
write("specs/nul-after-document.json", b'{"width": 10, "height": 10}\x00')
# 141 bytes whose tEXt chunk declares 2^31 - 1 bytes: refused from the chunk layout, at once.
text_2gb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
text_2gb += struct.pack(">I", 2**31 - 1) + b"tEXt" + b"Comment\x00" + b"x" * 84
write("png/text-length-2gb.png", text_2gb)
# Spec files whose variants would expand without end: 1000 languages x 1000 scales x 12
# categories x 2 appearances (24 million views), and 2400 views of a 10,000-character text.
import json
write("specs/variants-24-million.json", json.dumps({
    "width": 10, "height": 10,
    "variants": {"appearance": ["light", "dark"],
                 "contentSizeCategory": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"],
                 "language": ["en-x-%04d" % i for i in range(1000)],
                 "scale": [1 + i / 1000 for i in range(1000)]}}).encode())
write("specs/variants-24-million-characters.json", json.dumps({
    "width": 10, "height": 10, "text": "word " * 2000,
    "variants": {"appearance": ["light", "dark"],
                 "contentSizeCategory": ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"],
                 "scale": [1 + i / 100 for i in range(100)]}}).encode())
# Language tags cut at a NUL would name outputs x.en%00/ and climb out of the output folder.
traversal = b'{"width": 10, "height": 10, "variants": {"language": ["en\\u0000/a", "en\\u0000/../../../../x/p"]}}'
write("specs/variants-nul-traversal.json", traversal)
write("verify-traversal/a.json", traversal)
# The same through a zTXt chunk, which would be inflated.
ztxt_2gb = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
ztxt_2gb += struct.pack(">I", 2**31 - 1) + b"zTXt" + b"Comment\x00\x00" + zlib.compress(b"x" * 1000)
write("png/ztxt-length-2gb.png", ztxt_2gb)
# Valid 4000x4000 images of 16-bit RGBA (130 KB) and 1-bit grey (6 KB): each decodes to
# 64 MB of RGBA8, and must cost no more than that whatever its bit depth (before issue 17
# a 16-bit or 1-bit image cost two to three times its RGBA8 size).
write("png/rgba16-4000x4000.png", png(4000, 4000, 16, 6, (b"\x00" + b"\x12\x34" * 4 * 4000) * 4000))
write("png/gray1-4000x4000.png", png(4000, 4000, 1, 0, (b"\x00" + b"\xaa" * 500) * 4000))
