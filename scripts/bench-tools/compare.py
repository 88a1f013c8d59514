"""scripts/bench --compare: PlaceholderKit's figures beside their anchors, measured on this
machine in this run, with the ratio and whether each target is met.

Usage: compare.py PLACEHOLDERKIT WORKDIR PYTHON_WITH_PIXELMATCH [PLAIN_PLACEHOLDERKIT [SYSTEM_PLACEHOLDERKIT]]

PLACEHOLDERKIT is the packaged build (scripts/package's flags); PLAIN_PLACEHOLDERKIT, when
given, the plain `swift build -c release` one that users of the package get: its render
process is measured beside the same pango-view run. SYSTEM_PLACEHOLDERKIT, when given, is
the packaged build's flags with the SystemLibraries trait: the packaged build's render
process and its render in process are put beside it (pinned stack against host libraries).
BENCH_BASELINE_TOOL, when set (scripts/bench --compare --baseline REV), is the same
release build of an earlier commit, named BENCH_BASELINE_NAME: verify of 2,000 equal
references is measured beside it. Whole-process figures are medians of several runs, CPU (user + system) and peak RSS read
per child with wait4; in-process figures come from `placeholderkit bench --json`.
"""
import json
import re
import os
import shutil
import statistics
import subprocess
import sys
import time

import farm

TEXT = "Tell us what you think about the new design. Your feedback helps us improve every release."
RUNS = 9


def child(arguments):
    """CPU seconds and peak RSS (MB) of one run of `arguments`."""
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"bench --compare: {' '.join(arguments)} exited with {code}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def medians(commands):
    """Interleaves the commands RUNS times; median CPU and peak RSS of each."""
    samples = {name: [] for name in commands}
    for _ in range(RUNS):
        for name, arguments in commands.items():
            samples[name].append(child(arguments))
    return {name: (statistics.median(s[0] for s in runs), statistics.median(s[1] for s in runs))
            for name, runs in samples.items()}


def run(arguments, allowed=(0,)):
    """The standard output of `arguments`, which must exit with one of `allowed`."""
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode not in allowed:
        sys.exit(f"bench --compare: {' '.join(arguments)} exited with {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def main():
    tool, work, python = sys.argv[1:4]
    plain = sys.argv[4] if len(sys.argv) > 4 else None
    system = sys.argv[5] if len(sys.argv) > 5 else None
    os.makedirs(work, exist_ok=True)
    rows = []

    def row(work_done, ours, anchor_name, anchor, target=None, unit="ms"):
        ratio = ours / anchor if anchor else float("nan")
        met = "" if target is None else ("met" if ratio <= target else "NOT met")
        rows.append((work_done, f"{ours:.2f} {unit}", f"{anchor_name}: {anchor:.2f} {unit}", f"{ratio:.2f}×",
                     "" if target is None else f"≤ {target}×", met))

    def bench(build, folder):
        """`placeholderkit bench`'s in-process figures of `build`, in milliseconds by key."""
        os.makedirs(folder, exist_ok=True)
        return {f["key"]: f["secondsPerOperation"] * 1e3
                for f in json.loads(run([build, "bench", "--json", "--seconds", "0.5", "--save", folder]))["figures"]}

    figures = bench(tool, work)

    # One render process against pango-view drawing the same text at the same pixel size:
    # Inter 17 pt at @3x is 51 px; the line area is (375 - 10) × 3 = 1095 px wide.
    render = [tool, "render", "--width", "375", "--height", "120", "--scale", "3", "--placeholder", TEXT,
              "--corner-radius", "8", "--border-width", "1", "-o", f"{work}/render.png"]
    pango = ["pango-view", "--no-display", "-q", "--dpi", "72", "--font", "Inter 51", "--width", "1095", "--wrap", "word",
             "--margin", "24", "-o", f"{work}/pango.png", "--text", TEXT]
    commands = {"ours": render, "pango": pango}
    if plain:
        commands["plain"] = [plain] + render[1:]
    if system:
        commands["system"] = [system] + render[1:]
    process = medians(commands)
    for key, name in [("ours", "packaged build"), ("plain", "plain swift build -c release")]:
        if key not in process:
            continue
        row(f"one render process, 1125×360, {name} (CPU)", process[key][0] * 1e3, "pango-view", process["pango"][0] * 1e3,
            1.0 if key == "ours" else 0.9)
        rows.append((f"one render process, {name} (peak memory)", f"{process[key][1]:.1f} MB", f"pango-view: {process['pango'][1]:.1f} MB",
                     f"{process[key][1] / process['pango'][1]:.2f}×", "≤ 25 MB", "met" if process[key][1] <= 25 else "NOT met"))

    if system:
        row("one render process, pinned stack (CPU)", process["ours"][0] * 1e3, "SystemLibraries build", process["system"][0] * 1e3)
        system_figures = bench(system, os.path.join(work, "system"))
        row("whole image in process, pinned stack", figures["render3xWhole"], "SystemLibraries build", system_figures["render3xWhole"])

    floor, floor_bytes = run([os.path.join(work, "png-floor"), f"{work}/view@3x.png", "50"]).split()
    row("PNG encode 1125×360, in process", figures["render3xEncode"], "libpng level 1 NONE", float(floor), 1.3)
    ours_bytes = os.path.getsize(f"{work}/view@3x.png")
    rows.append(("PNG size of that image", f"{ours_bytes} bytes", f"libpng NONE: {floor_bytes} bytes", "", "", ""))
    rows.append(("whole image in process (layout + draw + encode)", f"{figures['render3xWhole']:.2f} ms", "", "", "", ""))

    kernel, count = run([python, os.path.join(os.path.dirname(__file__), "pixelmatch-kernel.py"),
                         f"{work}/diff-a.png", f"{work}/diff-b.png"]).split()
    ours_count = json.loads(run([tool, "diff", f"{work}/diff-a.png", f"{work}/diff-b.png", "--json"], allowed=(0, 1)))
    row("diff kernel 1125×360, in process", figures["diffCompare"], "pybind11-pixelmatch", float(kernel), 0.5)
    rows.append(("  mismatched pixels", str(ours_count.get("mismatchedPixels")), f"pixelmatch: {count}", "", "equal",
                 "met" if str(ours_count.get("mismatchedPixels")) == count else "NOT met"))

    # Two 6-megapixel PNGs (3000×2000) that differ by a 1 pt wider padding.
    big = ["--width", "1500", "--height", "1000", "--scale", "2", "--font-size", "28", "--placeholder", " ".join([TEXT] * 12)]
    run([tool, "render", *big, "-o", f"{work}/big-a.png"])
    run([tool, "render", *big, "--padding", "6", "-o", f"{work}/big-b.png"])
    diffs = medians({"ours": [tool, "diff", f"{work}/big-a.png", f"{work}/big-b.png"],
                     "magick": ["compare", "-metric", "AE", f"{work}/big-a.png", f"{work}/big-b.png", "null:"]})
    row("diff process, two 3000×2000 PNGs (CPU)", diffs["ours"][0] * 1e3, "ImageMagick compare", diffs["magick"][0] * 1e3, 0.25)
    rows.append(("diff process (peak memory)", f"{diffs['ours'][1]:.1f} MB", f"compare: {diffs['magick'][1]:.1f} MB", "",
                 "≤ 60 MB", "met" if diffs["ours"][1] <= 60 else "NOT met"))

    # Two 64-megapixel PNGs (8000×8000): the largest pair the differ takes. ImageMagick's
    # compare refuses images this large under Debian's policy, so there is no anchor.
    huge = ["--width", "4000", "--height", "4000", "--scale", "2", "--font-size", "40", "--placeholder", " ".join([TEXT] * 30)]
    run([tool, "render", *huge, "-o", f"{work}/huge-a.png"])
    run([tool, "render", *huge, "--padding", "6", "-o", f"{work}/huge-b.png"])
    hugeDiffs = medians({"plain": [tool, "diff", f"{work}/huge-a.png", f"{work}/huge-b.png"],
                         "image": [tool, "diff", f"{work}/huge-a.png", f"{work}/huge-b.png", "-o", f"{work}/huge-diff.png"]})
    rows.append(("diff process, two 8000×8000 PNGs (peak memory)", f"{hugeDiffs['plain'][1]:.1f} MB",
                 f"CPU {hugeDiffs['plain'][0] * 1e3:.0f} ms", "", "≤ 300 MB", "met" if hugeDiffs["plain"][1] <= 300 else "NOT met"))
    rows.append(("  with the diff image (-o)", f"{hugeDiffs['image'][1]:.1f} MB", f"CPU {hugeDiffs['image'][0] * 1e3:.0f} ms", "", "", ""))

    # verify of 2,000 specs whose references are equal, beside the baseline build's verify
    # of its own references when there is one, and beside the render of the same specs.
    specs = os.path.join(work, "verify-specs")
    os.makedirs(specs, exist_ok=True)
    words = TEXT.split()
    for i in range(2000):
        text = " ".join(words[i % len(words):] + words[:i % len(words)]) + f" #{i}"
        with open(os.path.join(specs, f"s{i:04d}.json"), "w") as f:
            json.dump({"width": 375, "height": 120, "scale": 3, "placeholder": text}, f)
    baseline = os.environ.get("BENCH_BASELINE_TOOL")
    # The plain release build, as the baseline is, when there is one.
    builds = {"ours": plain or tool, **({"baseline": baseline} if baseline else {})}
    environment = {k: v for k, v in os.environ.items() if k not in ("CI", "SNAPSHOT_RECORD")}
    verifies = {}
    for name, build in builds.items():
        references = os.path.join(work, f"verify-references-{name}")
        shutil.rmtree(references, ignore_errors=True)
        subprocess.run([build, "verify", "--specs", specs, "--snapshots", references, "--record", "all",
                        "--report", os.path.join(work, f"verify-report-{name}")], env=environment, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        verifies[name] = [build, "verify", "--specs", specs, "--snapshots", references, "--record", "never",
                          "--report", os.path.join(work, f"verify-report-{name}")]
    verifies["render"] = [plain or tool, "render", specs, "-o", os.path.join(work, "verify-render") + "/"]
    verified = medians(verifies)
    if baseline:
        row("verify, 2,000 equal references @3x (CPU)", verified["ours"][0] * 1e3, os.environ.get("BENCH_BASELINE_NAME", "baseline"),
            verified["baseline"][0] * 1e3, 0.5)
    row("verify, 2,000 equal references @3x (CPU)" if not baseline else "  beside render of the same specs", verified["ours"][0] * 1e3,
        "render (CPU)", verified["render"][0] * 1e3)

    # What inflating costs in one of those decodes: libpng as Sources/CPNG reads, with and
    # without the Adler-32 check, and the IDAT stream alone through zlib and libdeflate.
    costs = [re.match(r"\s+(.*?)\s+([0-9.]+) ms", line) for line in
             run([os.path.join(work, "inflate-cost"), f"{work}/big-a.png", "10"]).splitlines()[1:]]
    costs = [(m.group(1), float(m.group(2))) for m in costs if m]
    for name, ms in costs[1:]:
        row(f"  decode of one 3000×2000 PNG: {name}", ms, costs[0][0], costs[0][1])

    # A batch: 200 specs of 375×120 @3x in one render call, two at a time, against one
    # pango-view process per image on the same texts.
    specs = os.path.join(work, "batch-specs")
    os.makedirs(specs, exist_ok=True)
    words = TEXT.split()
    texts = [" ".join(words[i % len(words):] + words[:i % len(words)]) + f" #{i}" for i in range(200)]
    for i, text in enumerate(texts):
        with open(os.path.join(specs, f"view{i:03}.json"), "w") as spec:
            json.dump({"width": 375, "height": 120, "scale": 3, "placeholder": text, "cornerRadius": 8, "borderWidth": 1}, spec)
    ten = os.path.join(work, "batch-ten")
    os.makedirs(ten, exist_ok=True)
    for i in range(10):
        with open(os.path.join(specs, f"view{i:03}.json")) as source, open(os.path.join(ten, f"view{i:03}.json"), "w") as copy:
            copy.write(source.read())
    batch = lambda folder: [tool, "render", folder, "-o", os.path.join(work, "batch-out"), "--jobs", "2"]
    wall = []
    for _ in range(3):
        start = time.perf_counter()
        child(batch(specs))
        wall.append(time.perf_counter() - start)
    start = time.perf_counter()
    for i, text in enumerate(texts):
        child(pango[:-1] + [text])
    pango_rate = len(texts) / (time.perf_counter() - start)
    ours_rate = len(texts) / statistics.median(wall)
    rows.append(("batch: 200 specs @3x, --jobs 2", f"{ours_rate:.0f} images/s", f"pango-view per image: {pango_rate:.0f} images/s",
                 f"{ours_rate / pango_rate:.1f}×", "≥ 10×", "met" if ours_rate >= 10 * pango_rate else "NOT met"))
    memory = medians({"200": batch(specs), "10": batch(ten)})
    rows.append(("batch peak memory, 200 specs vs 10", f"{memory['200'][1]:.1f} MB", f"10 specs: {memory['10'][1]:.1f} MB",
                 f"{memory['200'][1] / memory['10'][1]:.2f}×", "≤ 1.3×", "met" if memory["200"][1] <= 1.3 * memory["10"][1] else "NOT met"))

    found, table = farm.rows(tool, work, child)
    rows += found

    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    header = ("work", "PlaceholderKit", "anchor (same run)", "ratio", "target", "")
    for line in [header] + rows:
        print("  ".join(cell.ljust(widths[i]) if i < 5 else cell for i, cell in enumerate(line)).rstrip())
    missed = sum(1 for r in rows if r[5] == "NOT met")
    print(f"{len(rows) - missed - sum(1 for r in rows if not r[5])} targets met, {missed} not met")
    print("\nbatches of ten specs × variants, --jobs 2:")
    print("\n".join(table))


if __name__ == "__main__":
    main()
