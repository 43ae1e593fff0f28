#!/usr/bin/env python3
"""Two builds of flowgraph interleaved with the floor, round after round.

    scripts/compare-builds.py BEFORE AFTER DIR [ROUNDS] [JOBS...]

BEFORE and AFTER are flowgraph binaries (say, of a `git worktree` of the
old commit and of this one, both `make build`), DIR a project (a preset
under .build/bench). Each round runs yaml-floor, then each build's
`validate --jobs N` for every N in JOBS (default: 1 2), so that the host's
load falls on all alike; prints medians of wall and CPU time (user + sys)
and peak RSS, each against the floor, and the after/before ratio of each
round's pair. On a noisy host this tells a change from noise where two
separate `make bench` runs cannot.
"""
import os
import statistics
import subprocess
import sys
import time


def run(command):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip())
    before, after, folder = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 11
    jobs = sys.argv[5:] or ["1", "2"]
    floor = os.path.join(os.path.dirname(__file__), "..", ".build", "release", "yaml-floor")
    cases = {"floor": [floor, folder]}
    for j in jobs:
        cases[f"before --jobs {j}"] = [before, "validate", "--jobs", j, folder]
        cases[f"after --jobs {j}"] = [after, "validate", "--jobs", j, folder]
    results = {name: [] for name in cases}
    for _ in range(rounds):
        for name, command in cases.items():
            results[name].append(run(command))
    floor_wall = statistics.median(r[0] for r in results["floor"])
    floor_cpu = statistics.median(r[1] for r in results["floor"])
    print(f"{rounds} rounds, medians")
    for name, rows in results.items():
        wall = statistics.median(r[0] for r in rows)
        cpu = statistics.median(r[1] for r in rows)
        rss = statistics.median(r[2] for r in rows)
        print(f"{name:16} wall {wall:.4f} s ({wall / floor_wall:.2f}x the floor)  "
              f"CPU {cpu:.4f} s ({cpu / floor_cpu:.2f}x)  peak RSS {rss:.1f} MB")
    for j in jobs:
        pairs = list(zip(results[f"after --jobs {j}"], results[f"before --jobs {j}"]))
        wall = statistics.median(a[0] / b[0] for a, b in pairs)
        cpu = statistics.median(a[1] / b[1] for a, b in pairs)
        print(f"--jobs {j}: after / before, median of the rounds' pairs: wall {wall:.3f}, CPU {cpu:.3f}")


main()
