#!/bin/bash
# Where the production server's memory goes (docs/benchmarks.md, "Memory: where it goes"):
#   bench/memory/run.sh LABEL [NAME=value …]
# A fresh data directory; a first start (migrations, seed) and stop; a second start, 10 s idle; a
# crawl of every page, datasheet, the catalogue PDF and every linked image variant, twice, four at
# a time; a minute idle. The server samples process.memoryUsage() every 250 ms (probe.cjs) into
# $OUT/LABEL.{first,second}.log; LABEL.marks holds the crawl's start and end. NAME=value pairs
# are set in the server's environment (e.g. MALLOC_ARENA_MAX=2). Needs a production build.
set -e
L=$1; shift
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${MEMORY_OUT:-/tmp/storefront-memory}
PORT=${MEMORY_PORT:-3401}
D=$OUT/data-$L
mkdir -p "$OUT"; rm -rf "$D" "$OUT/$L".*
cd "$ROOT"
start() { env "$@" DATA_DIR="$D" PORT=$PORT MEM_LOG="$OUT/$L.$PHASE.log" NODE_OPTIONS="-r $HERE/probe.cjs" node scripts/start.mjs > "$OUT/$L.$PHASE.out" 2>&1 & echo $!; }
wait_up() { for _ in $(seq 1 240); do curl -sf -o /dev/null "http://localhost:$PORT/healthz" && return 0; sleep 0.5; done; return 1; }
PHASE=first; P=$(start "$@"); wait_up; sleep 5; kill $P; wait $P 2>/dev/null || true
PHASE=second; P=$(start "$@"); wait_up; sleep 10
echo "crawl-start $(date +%s%3N)" > "$OUT/$L.marks"
node "$HERE/crawl.mjs" "http://localhost:$PORT" 4 2 2>> "$OUT/$L.marks"
echo "crawl-end $(date +%s%3N)" >> "$OUT/$L.marks"
sleep 60
kill $P; wait $P 2>/dev/null || true
python3 "$HERE/summary.py" "$OUT/$L"
