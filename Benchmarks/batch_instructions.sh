#!/usr/bin/env bash
# Instructions per asset of `ripplegen batch` (callgrind; independent of the machine's load), for one or more
# builds side by side, such as a release build of main and one of an older commit:
#
#   Benchmarks/batch_instructions.sh OLD/.build/release/ripplegen .build/release/ripplegen
#
# For each binary, callgrind counts `batch MANIFEST -o DIR --jobs 1` over 10 and over 100 assets of the
# benchmark's manifest (Benchmarks/make_manifest.py: the five styles, SMIL and CSS, sizes from 24×24 up); the
# difference over the 90 extra assets is the cost per asset, without what a run pays once (process start, the
# DTD load). Needs valgrind (apt-get install valgrind). Prints one line per binary, then each against the first.
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 64; }
command -v valgrind >/dev/null || { echo "batch_instructions: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make_manifest.py" "$work/small.json" --sizes 1 --colors 1 >&2
python3 "$here/make_manifest.py" "$work/large.json" --sizes 10 --colors 1 >&2

count() {  # count BINARY MANIFEST → total instructions of one batch run
  local out=$work/out-$RANDOM log=$work/callgrind-$RANDOM.log
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$1" batch "$2" -o "$out" --jobs 1 \
    > /dev/null 2> "$log"
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -1
}

first=
for binary in "$@"; do
  small=$(count "$binary" "$work/small.json")
  large=$(count "$binary" "$work/large.json")
  per=$(( (large - small) / 90 ))
  line="$binary: $(printf "%'d" "$per") instructions per asset (10 assets: $(printf "%'d" "$small"); 100: $(printf "%'d" "$large"))"
  if [ -z "$first" ]; then
    first=$per
  else
    line+=" — $(python3 -c "print(f'{($per - $first) / $first * 100:+.1f} %')") against the first"
  fi
  echo "$line"
done
