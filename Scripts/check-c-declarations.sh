#!/usr/bin/env bash
# Checks every C function ripplegen loads with dlsym against the libraries' real headers: each is declared once,
# in the X-macro lists of Sources/CRippleLibraries/include/ripple_*.h; compiled with RIPPLE_CHECK after the real
# headers, those lists become one _Static_assert(__builtin_types_compatible_p(...)) per function and callback,
# and the stand-in typedefs (the same typedef twice is valid C) must equal the headers' or fail to compile.
# Installs the -dev packages (idempotently), then `cc -fsyntax-only`. A declaration that differs from its
# header fails the compile, naming the symbol.
#
# Usage: Scripts/check-c-declarations.sh              the check
#        Scripts/check-c-declarations.sh --self-test  the check, then proof that it bites: every declaration
#                                                     made wrong (its return type, then its parameters) must
#                                                     fail, each naming its symbol
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=0
case "${1:-}" in
  "") ;;
  --self-test) self_test=1 ;;
  *) echo "usage: $0 [--self-test]" >&2; exit 64 ;;
esac

# The real headers, in include order, their pkg-config modules and their Debian -dev packages.
headers=(zlib.h glib-object.h cairo.h librsvg/rsvg.h webp/encode.h webp/mux.h gif_lib.h stdarg.h stdint.h sys/socket.h microhttpd.h zip.h rlottie_capi.h)
modules=(zlib librsvg-2.0 cairo gobject-2.0 glib-2.0 libwebp libwebpmux libmicrohttpd libzip rlottie)
packages=(zlib1g-dev librsvg2-dev libcairo2-dev libglib2.0-dev libwebp-dev libgif-dev libmicrohttpd-dev libzip-dev librlottie-dev)
declarations=Sources/CRippleLibraries/include

# shellcheck source=Scripts/debian-packages.sh
source Scripts/debian-packages.sh
debian_install check-c-declarations gcc libc6-dev pkg-config "${packages[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo "/* The C declarations of ripplegen (ripple_libraries.h) against the real headers. */"
  printf '#include <%s>\n' "${headers[@]}"
  echo "#define RIPPLE_CHECK 1"
  echo "#include \"ripple_libraries.h\""
} > "$work/check.c"
read -r -a cflags <<< "$(pkg-config --cflags "${modules[@]}")"
cflags+=(-I "$declarations")

# Every function and callback of the lists: the first name after F( or C( on a list line.
sed -n 's/^ *[FC](\(RIPPLE_ENUM([^)]*)\|[^,]*\), *\([A-Za-z_0-9]*\),.*/\2/p' "$declarations"/ripple_*.h > "$work/symbols"
count=$(wc -l < "$work/symbols")
[ "$count" -gt 0 ] || { echo "check-c-declarations: no declaration found in $declarations" >&2; exit 1; }

if ! cc -fsyntax-only "${cflags[@]}" "$work/check.c"; then
  echo "check-c-declarations: a declaration differs from its header (above); fix it in $declarations" >&2
  exit 1
fi
echo "check-c-declarations: all $count declarations match their headers"
[ "$self_test" -eq 1 ] || exit 0

for mutation in 1 2; do
  what=$([ "$mutation" -eq 1 ] && echo "return type" || echo "parameter list")
  if cc -fsyntax-only -DRIPPLE_MUTATE="$mutation" "${cflags[@]}" "$work/check.c" 2> "$work/$mutation.err"; then
    echo "check-c-declarations: self-test: every $what made wrong, and the check still passed" >&2
    exit 1
  fi
  # Each declaration must fail on its own assertion, not the file on one syntax error.
  missed=0
  while read -r symbol; do
    grep -q "static assertion failed: \"$symbol: " "$work/$mutation.err" || { echo "  not caught: $symbol" >&2; missed=1; }
  done < "$work/symbols"
  if [ "$missed" -eq 1 ]; then
    echo "check-c-declarations: self-test: a wrong $what was not caught (above)" >&2
    exit 1
  fi
  echo "check-c-declarations: self-test: a wrong $what fails for each of the $count declarations"
done
