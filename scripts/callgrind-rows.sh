#!/usr/bin/env bash
# Instructions per timed run of benchmark rows, counted by callgrind: repeatable where wall-clock times are not.
#
#   scripts/callgrind-rows.sh [--bench PATH] SUITE SIZE "STRATEGY" ["STRATEGY" ...]
#
# For each strategy it runs the release `trellis-bench` under `valgrind --tool=callgrind` twice, with one and with three
# timed runs (`--warmup 0`, so no calibration batch), counting only inside the runner's `measuredRegion` (the timed
# closure), and prints (three − one) / 2: one warm run's instructions, and per item. Build first with
# `swift build -c release --product trellis-bench`; `--bench` names another binary (a second checkout's, to compare).
# The binary is copied and stripped of its debug information first (valgrind 3.19 fails on Swift's).
set -euo pipefail
bench=".build/release/trellis-bench"
if [ "${1:-}" = "--bench" ]; then
  bench="$2"
  shift 2
fi
if [ $# -lt 3 ]; then
  sed -n '4,9p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi
suite="$1"
size="$2"
shift 2
command -v valgrind >/dev/null || { echo "callgrind-rows: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[ -x "$bench" ] || { echo "callgrind-rows: no $bench (swift build -c release --product trellis-bench)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$bench" "$work/trellis-bench"
strip --strip-debug "$work/trellis-bench"

# The instructions counted in one callgrind run of `strategy` with `repetitions` timed runs.
count() {
  local strategy="$1" repetitions="$2" out="$work/callgrind.$2.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no '--toggle-collect=*measuredRegion*' \
    "$work/trellis-bench" --suites "$suite" --strategy "$strategy" --sizes "$size" --repetitions "$repetitions" \
    --warmup 0 --budget 100000 --run-budget 100000 --output "$work/report" >/dev/null 2>"$work/valgrind.log" || {
    cat "$work/valgrind.log" >&2
    exit 1
  }
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
}

printf '%s\t%s\t%s\t%s\n' "suite" "N" "strategy" "instructions per run (per item)"
for strategy in "$@"; do
  one="$(count "$strategy" 1)"
  three="$(count "$strategy" 3)"
  per_run=$(((three - one) / 2))
  printf '%s\t%s\t%s\t%s (%s)\n' "$suite" "$size" "$strategy" "$per_run" "$((per_run / size))"
done
