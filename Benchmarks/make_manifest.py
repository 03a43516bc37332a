#!/usr/bin/env python3
"""Writes the benchmark's batch manifest: styles × formats × sizes × colours (default 5 × 2 × 10 × 10 = 1,000).

    make_manifest.py OUT.json [--sizes N] [--colors N] [--styles a,b,…]

Every asset loops forever (`repeat: indefinite`, what a loader or a button ripple on a page does), at
typical UI sizes (icons, buttons, chips, cards, a phone screen) in brand and neutral colours. The one
matrix entry expands, inside ripplegen, into one file per combination, named STYLE-SIZE-COLOR-FORMAT.svg.
"""

import json
import sys

STYLES = ["ring", "fill", "material", "splash", "pulse"]
SIZES = ["24x24", "32x32", "48x48", "64x64", "96x96", "120x40", "200x48", "160x160", "300x300", "360x500"]
COLORS = ["#1e88e5", "#e91e63", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#ffffff", "#000000", "#ffeb3b", "#6200ee"]


def main(argv):
    args = argv[1:]
    if not args:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 64
    out = args.pop(0)
    sizes, colors, styles = len(SIZES), len(COLORS), STYLES
    while args:
        flag = args.pop(0)
        if flag == "--sizes":
            sizes = int(args.pop(0))
        elif flag == "--colors":
            colors = int(args.pop(0))
        elif flag == "--styles":
            styles = args.pop(0).split(",")
        else:
            print(f"make_manifest.py: unknown flag {flag}", file=sys.stderr)
            return 64
    manifest = {
        "defaults": {"format": ["smil", "css"], "args": {"repeat": "indefinite"}},
        "assets": [{
            "name": "{style}-{size}-{color}",
            "matrix": {"style": styles, "size": SIZES[:sizes], "color": COLORS[:colors]},
        }],
    }
    with open(out, "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    print(f"{out}: {len(styles) * 2 * sizes * colors} assets")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
