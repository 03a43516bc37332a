#!/usr/bin/env bash
# Checks every C declaration ripplegen calls through dlsym (CDeclarations, Sources/RippleRaster/Libraries/
# Declarations/) against the real headers: installs the -dev packages the list names (idempotently), then
# compiles one _Static_assert(__builtin_types_compatible_p(...)) per declaration with `cc -fsyntax-only`.
# A declaration that differs from its header fails the compile, naming the symbol.
#
# Usage: Scripts/check-c-declarations.sh              the check
#        Scripts/check-c-declarations.sh --self-test  the check, then proof that it bites: every declaration
#                                                     made wrong (its return type, then its last parameter)
#                                                     must fail, each naming its symbol
# The list comes from the c-declarations executable (built here if needed), never from parsing Swift.
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=0
case "${1:-}" in
  "") ;;
  --self-test) self_test=1 ;;
  *) echo "usage: $0 [--self-test]" >&2; exit 64 ;;
esac

if ! built=$(swift build --product c-declarations 2>&1); then
  echo "$built" >&2
  exit 1
fi
list="$(swift build --show-bin-path)/c-declarations"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Read once into files, so that a failing list stops the script (set -e) instead of yielding empty lists.
for part in packages pkg-config symbols; do "$list" "$part" > "$work/$part"; done

# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
mapfile -t packages < "$work/packages"
debian_install check-c-declarations gcc libc6-dev pkg-config "${packages[@]}"

mapfile -t modules < "$work/pkg-config"
read -r -a cflags <<< "$(pkg-config --cflags "${modules[@]}")"
count=$(wc -l < "$work/symbols")
"$list" c > "$work/check.c"
if ! cc -fsyntax-only "${cflags[@]}" "$work/check.c"; then
  echo "check-c-declarations: a declaration differs from its header (above); fix it in CDeclarations" >&2
  exit 1
fi
echo "check-c-declarations: all $count declarations match their headers"
[ "$self_test" -eq 1 ] || exit 0

for mutation in return parameter; do
  "$list" c --mutate "$mutation" > "$work/$mutation.c"
  if cc -fsyntax-only "${cflags[@]}" "$work/$mutation.c" 2> "$work/$mutation.err"; then
    echo "check-c-declarations: self-test: every $mutation made wrong, and the check still passed" >&2
    exit 1
  fi
  # Each declaration must fail on its own assertion, not the file on one syntax error.
  missed=0
  while read -r symbol; do
    grep -q "static assertion failed: \"$symbol: " "$work/$mutation.err" || { echo "  not caught: $symbol" >&2; missed=1; }
  done < "$work/symbols"
  if [ "$missed" -eq 1 ]; then
    echo "check-c-declarations: self-test: a wrong $mutation was not caught (above)" >&2
    exit 1
  fi
  echo "check-c-declarations: self-test: a wrong $mutation fails for each of the $count declarations"
done
