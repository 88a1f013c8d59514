"""The in-process comparison kernel of pybind11-pixelmatch (mapbox/pixelmatch in C++) on
one pair of PNGs, for scripts/bench --compare. Prints "<median ms> <mismatched pixels>"."""
import sys
import time

import numpy
import pybind11_pixelmatch
from PIL import Image


def main() -> None:
    first, second = (numpy.ascontiguousarray(numpy.asarray(Image.open(path).convert("RGBA"))) for path in sys.argv[1:3])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    options = pybind11_pixelmatch.Options()
    options.threshold = 0.1
    options.includeAA = False
    times = []
    count = 0
    for _ in range(runs):
        start = time.perf_counter()
        count = pybind11_pixelmatch.pixelmatch(first, second, options=options)
        times.append(time.perf_counter() - start)
    times.sort()
    print(f"{times[len(times) // 2] * 1e3:.4f} {count}")


if __name__ == "__main__":
    main()
