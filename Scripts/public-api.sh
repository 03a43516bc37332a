#!/usr/bin/env bash
# Writes docs/api/RippleKit.txt: the public declarations of every module of the `RippleKit` library product (read
# from `swift package dump-package`), one line each, from the compiler's symbol graphs (swift-symbolgraph-extract
# over the debug build's modules; members a protocol conformance synthesizes are left out). With --check, fails
# (exit 1, with a diff) when the checked-in list differs: the API changed without the list saying so.
#
# The list is a façade (docs/api/facade.md): --check also fails when it holds more than 150 declarations.
# --graphs DIR only writes the symbol graphs into DIR (Scripts/api-facade.py reads them).
#
# Usage: bash Scripts/public-api.sh [--check | --graphs DIR]      (after `swift build`; works from any folder)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out=docs/api/RippleKit.txt
check=0
limit=150
graphs=
case "${1:-}" in
  --check) check=1 ;;
  --graphs) graphs=${2:?--graphs needs a folder} ;;
  "") ;;
  *) echo "usage: $0 [--check | --graphs DIR]" >&2; exit 2 ;;
esac

modules=$(swift package dump-package | python3 -c '
import json, sys
products = [p for p in json.load(sys.stdin)["products"] if "library" in p["type"]]
print(" ".join(t for p in products if p["name"] == "RippleKit" for t in p["targets"]))')
list=$(mktemp)
if [ -n "$graphs" ]; then
  mkdir -p "$graphs"
  trap 'rm -f "$list"' EXIT
else
  graphs=$(mktemp -d)
  trap 'rm -rf "$graphs" "$list"' EXIT
fi
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
# RippleValidation imports libxml2 through CLibXML2's module map, RippleRaster and RippleLibraries the C declarations.
imports=(-I .build/debug/Modules -target "$triple" -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap
  -Xcc -fmodule-map-file=Sources/CRippleLibraries/include/module.modulemap $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))
for module in $modules; do
  swift-symbolgraph-extract -module-name "$module" "${imports[@]}" -minimum-access-level public -output-dir "$graphs"
done
if [ "${1:-}" = --graphs ]; then exit 0; fi
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
    if lines:  # a module of the product with no public declaration (its types are all package) is a heading alone
        print("\n".join(sorted(lines)))
PY
count=$(grep -c '^[^#]' "$list")
if [ "$check" -eq 1 ]; then
  if ! diff -u "$out" "$list"; then
    echo "public-api: $out is not the API the code declares: run bash Scripts/public-api.sh and review the diff" >&2
    exit 1
  fi
  # The façade's examples (docs/api/facade.md) and docs/library.md's, type-checked as another package would:
  # without the package's name, `package` declarations are out of sight. Their test targets see them, so they
  # cannot tell.
  python3 - Tests/RippleSerializersTests/FacadeExampleTests.swift docs/api/facade.md \
    Tests/RippleCLITests/LibraryDocTests.swift docs/library.md > "$graphs/Examples.swift" <<'PY'
import re, sys
test, page = open(sys.argv[1]).read().split("\n"), open(sys.argv[2]).read()
library, library_page = open(sys.argv[3]).read(), open(sys.argv[4]).read()
print(re.search(r"```swift\n(.*?)\n```", page, re.S).group(1))  # the page's imports
# docs/library.md's imports too (an import repeated is allowed); LibraryDocTests checks the rest of its code.
print("\n".join(re.findall(r"^import \w+$", re.search(r"```swift\n(.*?)\n```", library_page, re.S).group(1), re.M)))
# The examples' support (ExampleError, at the test's top level), then each example as a throwing function.
blocks, current = [], None
for line in test:
    text = line.strip()
    if text == "// support begins" or text.startswith("// example: "):
        current = []
    elif text in ("// support ends", "// example ends"):
        blocks.append((text == "// example ends", current))
        current = None
    elif current is not None:
        current.append(line[4:])
for index, (example, lines) in enumerate(blocks):
    print(f"func example{index}() throws {{\n" + "\n".join(lines) + "\n}" if example else "\n".join(lines))
block = re.search(r"// docs/library.md begins\n(.*?)\n *// docs/library.md ends", library, re.S).group(1)
print("func libraryExample() throws {\n" + "\n".join(line[4:] for line in block.split("\n")) + "\n}")
PY
  if ! swiftc -typecheck -parse-as-library -suppress-warnings -module-name FacadeExamples "${imports[@]}" "$graphs/Examples.swift"; then
    echo "public-api: an example of docs/api/facade.md or docs/library.md needs more than the public API (above)" >&2
    exit 1
  fi
  if [ "$count" -gt "$limit" ]; then
    echo "public-api: $count public declarations, more than the façade's $limit: make the new ones package (python3 Scripts/api-facade.py --apply) or change docs/api/facade.md first" >&2
    exit 1
  fi
  echo "public-api: $out matches the code ($count declarations, at most $limit)"
else
  mkdir -p "$(dirname "$out")"
  cp "$list" "$out"
  echo "public-api: wrote $out ($count declarations, at most $limit)"
fi
