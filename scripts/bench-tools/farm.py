"""Mockup-farm figures for scripts/bench --compare: an incremental re-run beside the first
run of the same 2,000-image matrix, and batches of 100, 1,000 and 10,000 outputs (specs
multiplied by their variants) side by side, for peak memory and time per image.

Used by compare.py; `python3 farm.py PLACEHOLDERKIT WORKDIR` prints the figures alone.
"""
import json
import os
import shutil
import statistics
import sys
import time

LANGUAGES = ["en", "de", "fr", "ja", "ar", "he", "zh", "ko", "ru", "es"]
CATEGORIES = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3"]


def write_specs(folder, count, variants, text="tell us what you think of the new design"):
    """`count` specs in `folder`, each a 200-point text view multiplied by `variants`."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for i in range(count):
        with open(os.path.join(folder, f"spec{i:03}.json"), "w") as spec:
            json.dump({"width": 200, "height": "auto", "placeholder": f"Spec {i}: {text}", "font": {"textStyle": "body"},
                       "variants": variants}, spec)


def timed(child, arguments):
    """Wall seconds, CPU seconds and peak RSS (MB) of one run."""
    start = time.perf_counter()
    cpu, peak = child(arguments)
    return time.perf_counter() - start, cpu, peak


def incremental(tool, work, child, rounds=3):
    """Median wall time of a first incremental run of 200 specs × 10 variants, of a re-run
    with one spec changed, and of a re-run with nothing changed, interleaved by round."""
    specs, out = os.path.join(work, "farm-specs"), os.path.join(work, "farm-out")
    write_specs(specs, 200, {"appearance": ["light", "dark"], "scale": [1, 1.5, 2, 2.5, 3]})
    run = [tool, "render", specs, "-o", out + "/", "--incremental", "--jobs", "2"]
    first, changed, unchanged = [], [], []
    for round in range(rounds):
        shutil.rmtree(out, ignore_errors=True)
        first.append(timed(child, run)[0])
        with open(os.path.join(specs, "spec100.json")) as source:
            spec = json.load(source)
        spec["placeholder"] = f"Changed in round {round}"
        with open(os.path.join(specs, "spec100.json"), "w") as target:
            json.dump(spec, target)
        changed.append(timed(child, run)[0])
        unchanged.append(timed(child, run)[0])
    return statistics.median(first), statistics.median(changed), statistics.median(unchanged)


def scaling(tool, work, child):
    """Wall seconds, CPU seconds and peak MB of one batch of 100, 1,000 and 10,000 outputs
    (median of three runs, one for 10,000). Every batch holds the same images sizes — each
    spec a matrix of 2 appearances × 5 scales × 10 content size categories — so what grows
    is the count: 1 spec, 10 specs, and 10 specs × 10 languages (the text is Latin, so a
    language changes no size)."""
    axes = {"appearance": ["light", "dark"], "scale": [1, 1.5, 2, 2.5, 3], "contentSizeCategory": CATEGORIES}
    sizes = {100: (1, axes), 1000: (10, axes), 10000: (10, dict(axes, language=LANGUAGES))}
    figures = {}
    for count, (specs_count, variants) in sizes.items():
        specs, out = os.path.join(work, f"scale-specs-{count}"), os.path.join(work, f"scale-out-{count}")
        write_specs(specs, specs_count, variants)
        runs = []
        for _ in range(1 if count == 10000 else 3):
            shutil.rmtree(out, ignore_errors=True)
            runs.append(timed(child, [tool, "render", specs, "-o", out + "/", "--jobs", "2"]))
        shutil.rmtree(out, ignore_errors=True)
        figures[count] = tuple(statistics.median(r[i] for r in runs) for i in range(3))
    return figures


def rows(tool, work, child):
    """The rows compare.py prints, and the 100 / 1,000 / 10,000 table as lines."""
    first, changed, unchanged = incremental(tool, work, child)
    result = [
        ("incremental re-run, 2,000 images, one spec changed", f"{changed:.3f} s", f"first run: {first:.3f} s",
         f"{changed / first * 100:.1f} %", "≤ 5 %", "met" if changed <= 0.05 * first else "NOT met"),
        ("incremental re-run, nothing changed", f"{unchanged:.3f} s", f"first run: {first:.3f} s", f"{unchanged / first * 100:.1f} %", "", ""),
    ]
    figures = scaling(tool, work, child)
    base_wall, base_cpu, base_peak = figures[100]
    table = ["outputs  wall s   CPU ms/image  peak MB  peak / 100's"]
    for count, (wall, cpu, peak) in figures.items():
        table.append(f"{count:>7}  {wall:6.2f}   {cpu / count * 1e3:12.2f}  {peak:7.1f}  {peak / base_peak:.2f}×")
    wall, cpu, peak = figures[10000]
    result.append(("batch of 10,000 outputs vs 100 (peak memory)", f"{peak:.1f} MB", f"100 outputs: {base_peak:.1f} MB",
                   f"{peak / base_peak:.2f}×", "≤ 1.3×", "met" if peak <= 1.3 * base_peak else "NOT met"))
    per_image, base_per_image = cpu / 10000 * 1e3, figures[1000][1] / 1000 * 1e3
    result.append(("batch of 10,000 outputs vs 1,000 (CPU per image)", f"{per_image:.2f} ms", f"1,000 outputs: {base_per_image:.2f} ms",
                   f"{per_image / base_per_image:.2f}×", "≤ 1.2×", "met" if per_image <= 1.2 * base_per_image else "NOT met"))
    return result, table


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    from compare import child
    found, lines = rows(sys.argv[1], sys.argv[2], child)
    for row in found:
        print("  ".join(row))
    print("\n".join(lines))
