#!/usr/bin/env bash
# The paste corpus: public SwiftUI view files, not written here, each pasted with only `import SwiftUI` (and
# `import FrameUp`) replaced by `import Trellis` (Tests/PasteCorpus/files/, their origins in
# Tests/PasteCorpus/corpus.tsv). A file that uses a type of another file of its app is compiled with that file (the
# `companions` column: files in Tests/PasteCorpus/companions/, pasted as the corpus files are, with only their
# imports replaced; their origins in Tests/PasteCorpus/companions.tsv). Each file is
# type-checked against the debug build's modules twice: as it is, and with `import Foundation` added first, as a Linux
# user writes. The script prints one line per file and way, then the counts, and fails when a file's outcome differs
# from the `expected` column (a file that starts to compile is a change to record too).
#
#   scripts/paste-corpus.sh [--update]    (after `swift build --build-tests`; `make test` runs it)
#
# --update rewrites the `expected` column from this run instead of comparing.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Tests/PasteCorpus
modules=.build/debug/Modules
plugin=.build/debug/TrellisPreviewMacros-tool
swiftc=${SWIFTC:-swiftc}
if [ ! -d "$modules" ] || [ ! -x "$plugin" ]; then
  echo "paste-corpus: build first (swift build --build-tests)" >&2
  exit 64
fi
update=0
[ "${1:-}" = "--update" ] && update=1
# The C modules TrellisText and TrellisSolver import, as the Makefile's fuzz driver finds them.
c_flags=(-I Sources/CGLPK -I Sources/CHarfBuzz -I Sources/CFontconfig -I Sources/CUnibreak -I Sources/CFriBidi)
for dir in $(pkg-config --cflags-only-I harfbuzz fribidi | sed 's/-I//g'); do c_flags+=(-Xcc "-I$dir"); done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() {  # file, way, companions → "compiles" or "fails", the first error in $work/error
  local source=$1 way=$2 input="$work/$(basename "$1")"
  local extra=()
  if [ "$3" != - ]; then
    IFS=, read -ra names <<< "$3"
    for name in "${names[@]}"; do extra+=("$corpus/companions/$name"); done
  fi
  if [ "$way" = foundation ]; then { echo "import Foundation"; cat "$source"; } > "$input"; else cp "$source" "$input"; fi
  if "$swiftc" -typecheck -swift-version 6 -I "$modules" "${c_flags[@]}" \
    -load-plugin-executable "$plugin#TrellisPreviewMacros" "$input" "${extra[@]}" > "$work/log" 2>&1; then
    echo compiles
  else
    grep -m1 "error:" "$work/log" | sed "s|$work/||" > "$work/error" || true
    echo fails
  fi
}

status=0
total=0
alone=0
both=0
{ head -1 "$corpus/corpus.tsv"; } > "$work/updated.tsv"
while IFS=$'\t' read -r file repository path commit licence companions expected; do
  [ "$file" = file ] && continue
  total=$((total + 1))
  plain=$(check "$corpus/files/$file" plain "$companions")
  error_plain=$(cat "$work/error" 2>/dev/null || true)
  rm -f "$work/error"
  with=$(check "$corpus/files/$file" foundation "$companions")
  error_with=$(cat "$work/error" 2>/dev/null || true)
  rm -f "$work/error"
  outcome="$plain/$with"
  [ "$plain" = compiles ] && alone=$((alone + 1))
  [ "$outcome" = compiles/compiles ] && both=$((both + 1))
  printf '%-44s %-9s %-9s %s\n' "$file" "$plain" "$with" "${error_plain:-$error_with}"
  if [ "$update" = 0 ] && [ "$outcome" != "$expected" ]; then
    echo "paste-corpus: $file: expected $expected, got $outcome" >&2
    status=1
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$repository" "$path" "$commit" "$licence" "$companions" "$outcome" \
    >> "$work/updated.tsv"
done < "$corpus/corpus.tsv"
echo "paste-corpus: $alone of $total compile alone, $both of $total compile both ways (alone and with import Foundation)"
[ "$update" = 1 ] && cp "$work/updated.tsv" "$corpus/corpus.tsv"
exit $status
