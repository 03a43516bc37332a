#!/usr/bin/env bash
# Writes docs/api/RippleKit.txt: the public declarations of every module of the `RippleKit` library product (read
# from `swift package dump-package`), one line each, from the compiler's symbol graphs (swift-symbolgraph-extract
# over the debug build's modules; members a protocol conformance synthesizes are left out). With --check, fails
# (exit 1, with a diff) when the checked-in list differs: the API changed without the list saying so.
#
# Usage: bash Scripts/public-api.sh [--check]      (after `swift build`; works from any folder)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out=docs/api/RippleKit.txt
check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

modules=$(swift package dump-package | python3 -c '
import json, sys
products = [p for p in json.load(sys.stdin)["products"] if "library" in p["type"]]
print(" ".join(t for p in products if p["name"] == "RippleKit" for t in p["targets"]))')
graphs=$(mktemp -d)
list=$(mktemp)
trap 'rm -rf "$graphs" "$list"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in $modules; do
  # RippleValidation imports libxml2 through CLibXML2's module map, RippleRaster and RippleLibraries the C declarations.
  swift-symbolgraph-extract -module-name "$module" -I .build/debug/Modules -target "$triple" \
    -minimum-access-level public -output-dir "$graphs" \
    -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap -Xcc -fmodule-map-file=Sources/CRippleLibraries/include/module.modulemap $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g')
done
python3 - "$graphs" $modules > "$list" <<'PY'
import json, sys
from pathlib import Path
folder, modules = Path(sys.argv[1]), sys.argv[2:]
print("# The public API of the RippleKit library product: one line per declaration, written by")
print("# Scripts/public-api.sh from the compiler's symbol graphs. Edit the code, then run the script; CI checks it.")
for module in modules:
    lines = set()
    for graph in sorted(folder.glob(module + ".symbols.json")) + sorted(folder.glob(module + "@*.symbols.json")):
        for symbol in json.loads(graph.read_text())["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            lines.add(f"{'.'.join(symbol['pathComponents'])}: {' '.join(declaration.split())}")
    print(f"\n## {module} ({len(lines)})")
    print("\n".join(sorted(lines)))
PY
if [ "$check" -eq 1 ]; then
  if ! diff -u "$out" "$list"; then
    echo "public-api: $out is not the API the code declares: run bash Scripts/public-api.sh and review the diff" >&2
    exit 1
  fi
  echo "public-api: $out matches the code ($(grep -c '^[^#]' "$list") declarations)"
else
  mkdir -p "$(dirname "$out")"
  cp "$list" "$out"
  echo "public-api: wrote $out ($(grep -c '^[^#]' "$list") declarations)"
fi
