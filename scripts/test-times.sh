#!/usr/bin/env bash
# Summarises the suite times in the output of `swift test` (Swift Testing's "Suite X passed after N seconds" lines):
# the whole run, the slowest suites with the test target each is declared in, and the time each target's suites add
# up to. The times are each suite's own when the suites ran one at a time (`--no-parallel`, as `make test` runs them);
# in a parallel run each suite reports when it ended, which says little.
#
#   swift test --skip-build --no-parallel 2>&1 | tee .build/test.log; scripts/test-times.sh .build/test.log
#
# SLOWEST (default 10) sets how many suites are listed. Prints nothing but a note when the log has no suite lines.
set -euo pipefail
cd "$(dirname "$0")/.."
log="${1:-/dev/stdin}"
slowest="${SLOWEST:-10}"

# "Name Target" for every type declared in a test target (a suite is a type; nested suites are indented).
declarations="$(grep -rEo '^ *(@Suite[^{]*)?(struct|final class|class|enum) [A-Za-z0-9_]+' Tests --include='*.swift' |
  sed -E 's|^Tests/([^/]+)/[^:]*:.* ([A-Za-z0-9_]+)$|\2 \1|' | sort -u)"

awk -v slowest="$slowest" -v declarations="$declarations" '
  BEGIN {
    n = split(declarations, lines, "\n")
    for (k = 1; k <= n; k++) {
      split(lines[k], pair, " ")
      if (pair[1] == "") continue
      if (pair[1] in target) target[pair[1]] = target[pair[1]] "|" pair[2]
      else target[pair[1]] = pair[2]
    }
  }
  # ✔ Suite SceneFuzzTests passed after 3.210 seconds.   ✘ Suite X failed after 1.5 seconds with 2 issues.
  / Suite [^ ]+ (passed|failed) after [0-9.]+ seconds/ {
    for (k = 1; k <= NF; k++) if ($k == "Suite") { name = $(k + 1) }
    for (k = 1; k <= NF; k++) if ($k == "after") { seconds = $(k + 1) + 0 }
    suites++
    # A name declared in two targets is listed with both (and counted for both together).
    owner = (name in target) ? target[name] : "?"
    key = name " (" owner ")"
    if (key in time) key = key " #" suites
    time[key] = seconds
    byTarget[owner] += seconds
    if (index($0, "failed")) failed[key] = 1
  }
  # ✔ Test run with 1034 tests in 180 suites passed after 312.4 seconds.
  / Test run with [0-9]+ tests? (in [0-9]+ suites? )?(passed|failed) after/ { run = $0; sub(/^[^T]*Test run/, "Test run", run) }
  # Fills `order` with the keys of `value`, largest value first (insertion sort: a few hundred suites); returns the
  # count.
  function byValue(value, order,    count, name, i, j, v) {
    count = 0
    for (name in value) { order[++count] = name }
    for (i = 2; i <= count; i++) {
      v = order[i]; j = i - 1
      while (j > 0 && value[order[j]] < value[v]) { order[j + 1] = order[j]; j-- }
      order[j + 1] = v
    }
    return count
  }
  END {
    if (suites == 0) { print "test times: no suite lines in the log"; exit 0 }
    print ""
    print "== test times"
    if (run != "") print "  " run
    print "  slowest suites:"
    count = byValue(time, order)
    for (i = 1; i <= count && i <= slowest; i++) {
      name = order[i]
      printf "    %8.2f s  %s%s\n", time[name], name, (name in failed) ? "  FAILED" : ""
    }
    print "  suites by target (sum of their times):"
    count = byValue(byTarget, targets)
    for (i = 1; i <= count; i++) printf "    %8.2f s  %s\n", byTarget[targets[i]], targets[i]
  }
' "$log"
