#!/usr/bin/env python3
"""The RippleKit product's public API is a façade (docs/api/facade.md): the declarations named in
Scripts/api-facade.allow are `public`, every other declaration of the product's modules is `package` (visible to
every target and test target of this package, not to a package that depends on it).

    python3 Scripts/api-facade.py            # lists what is public but not allowed, and what the list names that
                                             # is not public; exit 1 when either list is not empty
    python3 Scripts/api-facade.py --apply    # turns each of those declarations' `public` (or `open`) into `package`

Both read the compiler's symbol graphs of the current debug build (`swift build` first; the graphs come from
`bash Scripts/public-api.sh --graphs DIR`, the same extraction that writes docs/api/RippleKit.txt), so a
declaration is found by what the compiler says it is, at the line and column it reports, never by searching the
source for a name. `--apply` is the step to re-run after a merge brought new `public` declarations: it edits only
the access keyword of each declaration, then `swift build` says what the façade's own signatures still need
(a type a public signature uses must be public too: add it to the allow list or keep it out of the signature).

Declarations without a keyword of their own (enum cases, protocol requirements, the raw-value `init`) follow
their parent: they are public exactly when the parent is, and are listed only if their parent is allowed and they
are not (then the list is wrong, not the code).
"""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlparse

ROOT = Path(__file__).resolve().parent.parent
ALLOW = ROOT / "Scripts" / "api-facade.allow"

# The keyword that introduces each kind of declaration, to make sure the `public` found before a symbol's
# reported position belongs to that symbol (an implicit `init(rawValue:)` is reported at its enum's name).
INTRODUCERS = {
    "swift.struct": {"struct"}, "swift.enum": {"enum"}, "swift.class": {"class"}, "swift.protocol": {"protocol"},
    "swift.typealias": {"typealias"}, "swift.associatedtype": {"associatedtype"},
    "swift.init": {"init"}, "swift.subscript": {"subscript"}, "swift.type.subscript": {"subscript"},
    "swift.func": {"func"}, "swift.method": {"func"}, "swift.type.method": {"func"}, "swift.func.op": {"func"},
    "swift.var": {"var", "let"}, "swift.property": {"var", "let"}, "swift.type.property": {"var", "let"},
}
# What may stand between the access keyword and the introducer (`public static let`, `public private(set) var`).
MODIFIERS = r"(?:(?:static|class|final|override|convenience|required|mutating|nonmutating|nonisolated(?:\(unsafe\))?|lazy|indirect|dynamic|(?:private|fileprivate|internal|package)\(set\)|@\w+(?:\([^)]*\))?)\s+)*"


def allowed_paths():
    paths = set()
    for line in ALLOW.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            paths.add(line)
    return paths


def graphs():
    folder = Path(tempfile.mkdtemp(prefix="api-facade."))
    subprocess.run(["bash", str(ROOT / "Scripts" / "public-api.sh"), "--graphs", str(folder)], check=True)
    print(f"api-facade: symbol graphs in {folder}", file=sys.stderr)
    for graph in sorted(folder.glob("*.symbols.json")):
        yield json.loads(graph.read_text())


def keyword_span(symbol):
    """The (file, line index, start, end) of the access keyword written on `symbol`'s declaration, or None when
    the declaration has none of its own (enum cases, protocol requirements, implicit members)."""
    location = symbol.get("location")
    introducers = INTRODUCERS.get(symbol["kind"]["identifier"])
    if not location or not introducers:
        return None
    path = Path(unquote(urlparse(location["uri"]).path))
    lines = path.read_text().split("\n")
    row, column = location["position"]["line"], location["position"]["character"]
    # The keywords before the name, with the attribute lines above it (`@discardableResult` on its own line).
    start = row
    while start > 0 and re.fullmatch(r"\s*@\w+(\([^)]*\))?\s*", lines[start - 1]):
        start -= 1
    head = "\n".join(lines[start:row] + [lines[row][:column]])
    introducer = "|".join(sorted(introducers))
    name = r"(?:`?\w+`?|[^\s\w(<]+)?\s*" if symbol["kind"]["identifier"] == "swift.func.op" else r"(?:`?\w+`?)?\s*"
    # An init or subscript is reported at its keyword, anything else at its name.
    kind = symbol["kind"]["identifier"]
    declaration = "" if kind in ("swift.init", "swift.subscript", "swift.type.subscript") else r"(?:" + introducer + r")\s+" + name
    match = re.search(r"\b(public|open)\s+" + MODIFIERS + declaration + r"$", head)
    if not match:
        return None
    offset = match.start(1)
    for index in range(start, row + 1):  # the match's offset in `head`, back to a line and column
        if offset <= len(lines[index]):
            return path, index, offset, offset + len(match.group(1))
        offset -= len(lines[index]) + 1
    return None


def main():
    apply = sys.argv[1:] == ["--apply"]
    if sys.argv[1:] not in ([], ["--apply"]):
        sys.exit("usage: api-facade.py [--apply]")
    allow = allowed_paths()
    public, edits, implicit = set(), {}, []
    symbols = [symbol for graph in graphs() for symbol in graph["symbols"]
               if "::SYNTHESIZED::" not in symbol["identifier"]["precise"]]
    for symbol in symbols:
        path = ".".join(symbol["pathComponents"])
        public.add(path)
        if path in allow:
            continue
        span = keyword_span(symbol)
        if span:
            edits[span] = path
        elif ".".join(symbol["pathComponents"][:-1]) in allow:
            implicit.append(path)
    missing = sorted(allow - public)
    for path in missing:
        print(f"api-facade: allowed but not public (stale name, or a public parent is missing): {path}")
    for path in sorted(implicit):
        print(f"api-facade: public through its allowed parent, not in the allow list: {path}")
    if not apply:
        for (file, row, _, _), path in sorted(edits.items(), key=lambda item: (str(item[0][0]), item[0][1])):
            print(f"api-facade: public but not allowed: {path} ({file.relative_to(ROOT)}:{row + 1})")
        print(f"api-facade: {len(public)} public declarations, {len(edits)} to make package")
        sys.exit(1 if edits or missing or implicit else 0)
    by_file = {}
    for (file, row, start, end) in edits:
        by_file.setdefault(file, []).append((row, start, end))
    for file, spans in sorted(by_file.items()):
        lines = file.read_text().split("\n")
        for row, start, end in sorted(set(spans), reverse=True):
            # `public package(set) var` becomes `package var`: a setter as visible as the property is redundant
            # (a warning, an error in CI).
            rest = re.sub(r"^(\s+(?:\w+\s+)*?)package\(set\)\s+", r"\1", lines[row][end:])
            lines[row] = lines[row][:start] + "package" + rest
        file.write_text("\n".join(lines))
    print(f"api-facade: made {len(set(edits))} declarations package in {len(by_file)} files; "
          f"run swift build, then bash Scripts/public-api.sh")


if __name__ == "__main__":
    main()
