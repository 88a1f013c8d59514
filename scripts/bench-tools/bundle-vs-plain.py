#!/usr/bin/env python3
"""CPU time of the self-contained bundle's tool against the plain release tool (the same
binary outside a bundle, loading the system's libraries and fonts), in interleaved
pairs so that load from other processes falls on both alike.

    python3 scripts/bench-tools/bundle-vs-plain.py BUNDLE/bin/placeholderkit PLAIN_TOOL EXAMPLES [PAIRS]

Two workloads: start-up (one small spec rendered: exec, loader, the font scan, one PNG) and
render (the examples folder, 38 images, one job). Each pair runs both tools once in
alternating order; CPU is the child's user + system time from wait4. Prints the medians,
their ratio bundle / plain, and the median and quartiles of the per-pair ratios (other
load on the machine moves single runs by more than the difference measured).
"""
import os, statistics, sys, tempfile

def cpu(argv):
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1); os.dup2(devnull, 2)
        os.execv(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"{argv} failed ({status})")
    return usage.ru_utime + usage.ru_stime

def main():
    bundle, plain, examples = sys.argv[1:4]
    pairs = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    work = tempfile.mkdtemp()
    spec = os.path.join(work, "small.json")
    with open(spec, "w") as f:
        f.write('{"width": 280, "height": 110, "placeholder": "Tell us more", "cornerRadius": 8, "borderWidth": 1}')
    workloads = {
        "start-up (render 1 small spec)": lambda tool: [tool, "render", spec, "-o", os.path.join(work, "small.png")],
        "render (38 examples, --jobs 1)": lambda tool: [tool, "render", examples, "-o", os.path.join(work, "out") + "/", "--jobs", "1"],
    }
    for name, command in workloads.items():
        for tool in (bundle, plain):
            cpu(command(tool))  # warm the page cache
        times = {bundle: [], plain: []}
        for i in range(pairs):
            order = (bundle, plain) if i % 2 == 0 else (plain, bundle)
            for tool in order:
                times[tool].append(cpu(command(tool)))
        b, p = statistics.median(times[bundle]), statistics.median(times[plain])
        ratios = [x / y for x, y in zip(times[bundle], times[plain])]
        q1, q2, q3 = statistics.quantiles(ratios, n=4)
        print(f"{name}: bundle {b * 1000:.1f} ms, plain {p * 1000:.1f} ms CPU (medians of {pairs} pairs); "
              f"ratio {b / p:.3f}; per pair {q2:.3f} (quartiles {q1:.3f}-{q3:.3f})")

main()
