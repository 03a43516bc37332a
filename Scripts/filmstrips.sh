#!/usr/bin/env bash
# Regenerates docs/filmstrips/*.png from docs/filmstrips/filmstrips.txt (8 still frames per style,
# rasterized by librsvg). Needs the Debian runtime packages librsvg2-2 and libcairo2.
# Usage: Scripts/filmstrips.sh [--check]   (--check: exit 1 when a committed filmstrip is out of date)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product ripplegen
binary="$(swift build --show-bin-path)/ripplegen"
check=()
[ "${1:-}" = "--check" ] && check=(--check)
status=0
while read -r name arguments; do
  case "$name" in ""|\#*) continue ;; esac
  # shellcheck disable=SC2086 # the arguments are words by design
  if "$binary" $arguments --filmstrip 8 -o "docs/filmstrips/$name.png" "${check[@]}"; then
    echo "docs/filmstrips/$name.png"
  else
    status=1
  fi
done < docs/filmstrips/filmstrips.txt
exit "$status"
