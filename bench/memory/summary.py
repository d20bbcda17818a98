"""Prints a run of bench/memory/run.sh: first start's peak, idle, the crawl's peak and a minute after."""
import json
import sys

base = sys.argv[1]
MB = lambda x: round(x / 1048576)


def rows(phase):
    return [json.loads(l) for l in open(f"{base}.{phase}.log") if l.startswith("{")]


def fmt(r):
    return (f"rss {MB(r['rss'])} MB (heap {MB(r['heapUsed'])}/{MB(r['heapTotal'])}, "
            f"external {MB(r['external'])}, array buffers {MB(r['arrayBuffers'])})")


marks = dict(l.split()[:2] for l in open(f"{base}.marks") if l.startswith("crawl-"))
start, end = int(marks["crawl-start"]), int(marks["crawl-end"])
second = rows("second")
idle = [r for r in second if r["at"] < start]
during = [r for r in second if start <= r["at"] <= end]
first = rows("first")
print(f"first start, peak: {fmt(max(first, key=lambda r: r['rss']))}")
print(f"second start, idle: {fmt(idle[-1])}")
print(f"crawl ({(end - start) / 1000:.0f} s), peak: {fmt(max(during, key=lambda r: r['rss']))}")
print(f"a minute after: {fmt(second[-1])}")
