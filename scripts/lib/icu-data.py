"""Cuts an ICU data package (a common data file, .dat: "CmnD", a table of items) to the items
whose names match a pattern, as `icupkg -r` would; icupkg cannot read ICU 76's package of
4,855 items (its names exceed its 100,000-byte store). Used by scripts/lib/release-build.bash.

Usage: icu-data.py PACKAGE.dat PATTERN OUT.dat

PATTERN is a Python regular expression matched against each item's name without the
package's prefix (brkitr/line.brk, not icudt76l/brkitr/line.brk). Prints the number of items
kept and of items in the package. Each item is copied byte for byte (every item carries its
own header); the table stays sorted by name, as ICU's binary search needs, and each item
starts on a 16-byte boundary, as in packages ICU makes.
"""
import re
import struct
import sys


def items(package):
    """The header's bytes and each item's (name, bytes), in the package's order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != (0xDA, 0x27):
        sys.exit("icu-data: not an ICU data file")
    info_size, _, big_endian, charset, _, _ = struct.unpack_from("<HHBBBB", package, 4)
    if big_endian or charset or package[12:16] != b"CmnD" or package[16] != 1:
        sys.exit("icu-data: not a little-endian ASCII common data package (CmnD 1)")
    table = header_size
    count = struct.unpack_from("<I", package, table)[0]
    entries = [struct.unpack_from("<II", package, table + 4 + 8 * i) for i in range(count)]
    starts = [table + offset for _, offset in entries] + [len(package)]
    names = []
    for name_offset, _ in entries:
        end = package.index(b"\0", table + name_offset)
        names.append(package[table + name_offset:end].decode("ascii"))
    return package[:header_size], [(names[i], package[starts[i]:starts[i + 1]]) for i in range(count)]


def packed(header, kept):
    """A package of `header` and the items `kept`: table, names, then the items."""
    table_size = 4 + 8 * len(kept)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    first = (table_size + len(names) + 15) // 16 * 16   # from the table's start; the header is 16-aligned
    entries, data, name_offset = [], b"", table_size
    for name, item in kept:
        entries.append(struct.pack("<II", name_offset, first + len(data)))
        name_offset += len(name) + 1
        data += item + b"\0" * (-len(item) % 16)
    body = struct.pack("<I", len(kept)) + b"".join(entries) + names
    return header + body + b"\0" * (first - len(body)) + data


def main():
    source, pattern, out = sys.argv[1:4]
    header, listed = items(open(source, "rb").read())
    if len(header) % 16:
        sys.exit("icu-data: the header is not 16-byte aligned")
    wanted = re.compile(pattern)
    kept = [(name, item) for name, item in listed if wanted.fullmatch(name.split("/", 1)[-1])]
    if not kept:
        sys.exit("icu-data: no item matches the pattern")
    if [name for name, _ in kept] != sorted(name for name, _ in kept):
        sys.exit("icu-data: the package's table is not sorted by name")
    with open(out, "wb") as file:
        file.write(packed(header, kept))
    print(len(kept), len(listed))


if __name__ == "__main__":
    main()
