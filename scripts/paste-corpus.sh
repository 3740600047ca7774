#!/usr/bin/env bash
# The paste corpus: public SwiftUI view files, not written here, each pasted with only `import SwiftUI` (and
# `import FrameUp`) replaced by `import Trellis` (Tests/PasteCorpus/files/, their origins in
# Tests/PasteCorpus/corpus.tsv). A file that uses a type of another file of its app is compiled with that file (the
# `companions` column: files in Tests/PasteCorpus/companions/, pasted as the corpus files are, with only their
# imports replaced; their origins in Tests/PasteCorpus/companions.tsv). Each file is
# type-checked against the debug build's modules twice: as it is, and with `import Foundation` added first, as a Linux
# user writes, in the language mode its own project compiles it in (the `mode` column, 5 or 6, with its source in
# `mode source`: SwiftUI code written for Swift 5 mode is compiled in Swift 5 mode against SwiftUI too). A file of a
# Swift 5 project is also type-checked both ways in Swift 6 mode, for the count of the whole corpus in Swift 6 mode.
# The checks run in parallel (PASTE_CORPUS_JOBS, one per core by default). The script prints one line per file, then
# the counts, and fails when a file's outcome differs from the `expected` column (its own mode) or the `expected in
# Swift 6` column (a file that starts to compile is a change to record too).
#
#   scripts/paste-corpus.sh [--update]    (after `swift build --build-tests`; `make test` runs it)
#
# --update rewrites the `expected` column from this run instead of comparing. PASTE_CORPUS_BUILD names the build
# folder whose modules are read (.build/debug by default; `make test` passes its AddressSanitizer build,
# .build/asan/debug: type-checking reads only the modules' interfaces).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Tests/PasteCorpus
build=${PASTE_CORPUS_BUILD:-.build/debug}
modules=$build/Modules
plugin=$build/TrellisPreviewMacros-tool
swiftc=${SWIFTC:-swiftc}
if [ ! -d "$modules" ] || [ ! -x "$plugin" ]; then
  echo "paste-corpus: build first (swift build --build-tests; no modules in $build)" >&2
  exit 64
fi
update=0
[ "${1:-}" = "--update" ] && update=1
# The C modules TrellisText and TrellisSolver import, as the Makefile's fuzz driver finds them.
c_flags=(-I Sources/CGLPK -I Sources/CHarfBuzz -I Sources/CFontconfig -I Sources/CUnibreak -I Sources/CFriBidi)
for dir in $(pkg-config --cflags-only-I harfbuzz fribidi | sed 's/-I//g'); do c_flags+=(-Xcc "-I$dir"); done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
jobs=${PASTE_CORPUS_JOBS:-$(nproc 2>/dev/null || echo 2)}

# One check: file, way (plain or foundation), language mode, companions, key → $work/$key.outcome ("compiles" or
# "fails") and, when it fails, its first error in $work/$key.error.
cat > "$work/check.sh" <<'CHECK'
#!/usr/bin/env bash
set -uo pipefail
source=$1 way=$2 mode=$3 companions=$4 key=$5
shift 5  # the rest: swiftc, the modules, the plugin, then the C flags
swiftc=$1 modules=$2 plugin=$3 corpus=$4 work=$5
shift 5
mkdir -p "$work/$key.dir"
input="$work/$key.dir/$(basename "$source")"
extra=()
if [ "$companions" != - ]; then
  IFS=, read -ra names <<< "$companions"
  for name in "${names[@]}"; do extra+=("$corpus/companions/$name"); done
fi
if [ "$way" = foundation ]; then { echo "import Foundation"; cat "$source"; } > "$input"; else cp "$source" "$input"; fi
if "$swiftc" -typecheck -swift-version "$mode" -I "$modules" "$@" \
  -load-plugin-executable "$plugin#TrellisPreviewMacros" "$input" "${extra[@]}" > "$work/$key.log" 2>&1; then
  echo compiles > "$work/$key.outcome"
else
  grep -m1 "error:" "$work/$key.log" | sed "s|$work/$key.dir/||" > "$work/$key.error" || true
  echo fails > "$work/$key.outcome"
fi
CHECK
chmod +x "$work/check.sh"

# The checks, one per line (NUL-separated fields for xargs): every file both ways in its own mode, and a Swift 5
# project's file both ways in Swift 6 mode too.
rows=()
while IFS=$'\t' read -r file repository path commit licence companions mode source expected expected6; do
  [ "$file" = file ] && continue
  case "$mode" in 5 | 6) ;; *) echo "paste-corpus: $file: mode '$mode' is not 5 or 6" >&2; exit 65 ;; esac
  rows+=("$file")
  for way in plain foundation; do
    printf '%s\0%s\0%s\0%s\0%s\0' "$corpus/files/$file" "$way" "$mode" "$companions" "$file.$way.own"
    if [ "$mode" = 5 ]; then
      printf '%s\0%s\0%s\0%s\0%s\0' "$corpus/files/$file" "$way" 6 "$companions" "$file.$way.six"
    fi
  done
done < "$corpus/corpus.tsv" > "$work/checks"
SWIFTC_=$swiftc MODULES_=$modules PLUGIN_=$plugin CORPUS_=$corpus WORK_=$work CFLAGS_="${c_flags[*]}" \
  xargs -0 -n 5 -P "$jobs" -a "$work/checks" \
  sh -c '"$0" "$@" "$SWIFTC_" "$MODULES_" "$PLUGIN_" "$CORPUS_" "$WORK_" $CFLAGS_' "$work/check.sh" \
  < /dev/null

outcome() { cat "$work/$1.outcome" 2>/dev/null || echo "not run"; }
first_error() { cat "$work/$1.error" 2>/dev/null || true; }
status=0
total=0
alone=0
both=0
both6=0
head -1 "$corpus/corpus.tsv" > "$work/updated.tsv"
while IFS=$'\t' read -r file repository path commit licence companions mode source expected expected6; do
  [ "$file" = file ] && continue
  total=$((total + 1))
  plain=$(outcome "$file.plain.own")
  with=$(outcome "$file.foundation.own")
  own="$plain/$with"
  if [ "$mode" = 5 ]; then six="$(outcome "$file.plain.six")/$(outcome "$file.foundation.six")"; else six=$own; fi
  [ "$plain" = compiles ] && alone=$((alone + 1))
  [ "$own" = compiles/compiles ] && both=$((both + 1))
  [ "$six" = compiles/compiles ] && both6=$((both6 + 1))
  error=$(first_error "$file.plain.own")
  [ -n "$error" ] || error=$(first_error "$file.foundation.own")
  [ -n "$error" ] || error=$(first_error "$file.plain.six")
  [ -n "$error" ] || error=$(first_error "$file.foundation.six")
  printf '%-44s %s  %-9s %-9s  Swift 6: %-17s %s\n' "$file" "$mode" "$plain" "$with" "$six" "$error"
  if [ "$update" = 0 ] && [ "$own" != "$expected" ]; then
    echo "paste-corpus: $file: expected $expected in Swift $mode mode, got $own" >&2
    status=1
  fi
  if [ "$update" = 0 ] && [ "$six" != "$expected6" ]; then
    echo "paste-corpus: $file: expected $expected6 in Swift 6 mode, got $six" >&2
    status=1
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$repository" "$path" "$commit" "$licence" "$companions" \
    "$mode" "$source" "$own" "$six" >> "$work/updated.tsv"
done < "$corpus/corpus.tsv"
echo "paste-corpus: in each file's own language mode, $alone of $total compile alone, $both of $total compile both ways" \
  "(alone and with import Foundation); in Swift 6 mode, $both6 of $total compile both ways"
[ "$update" = 1 ] && cp "$work/updated.tsv" "$corpus/corpus.tsv"
exit $status
