"""The documents the Lottie harness renders: every built-in style and spec fixture, and one variant per thing
that can go wrong in timing or geometry. Each is (id, a ripplegen command line without --format and -o).
An id with a reference case Fixtures/cases/lottie-ID/ID.json renders that file, after checking it is still what ripplegen
makes (so the goldens are proven by the players too)."""

CASES = [
    # Every built-in style at its defaults.
    ("ring", ["--style", "ring"]),
    ("fill", ["--style", "fill"]),                       # clip bounds: a mask
    ("material", ["--style", "material"]),               # translate track, clip bounds
    ("splash", ["--style", "splash"]),                   # a spring, as Bézier pieces
    ("pulse", ["--style", "pulse"]),                     # staggered rings, springs, a settled loop
    ("ring-min", ["--style", "ring", "--minify"]),
    ("pulse-min", ["--style", "pulse", "--minify"]),
    # Timing.
    ("ring-phase", ["--style", "ring", "--delay", "-0.35", "--easing", "standard", "--color", "#1e88e5"]),
    ("ring-rings3-fps30", ["--style", "ring", "--rings", "3", "--fps", "30"]),  # positive delays in a loop, shared
    # Shared keyframes (one asset, precomposition layers shifted by st): a mask inside the asset, a finite repeat.
    ("ring-rings3-clip", ["--style", "ring", "--rings", "3", "--clip", "rounded:60", "--size", "240x240", "--stroke-width", "3"]),
    ("ring-rings3-repeat2", ["--style", "ring", "--rings", "3", "--repeat", "2"]),
    ("ring-repeat2.5", ["--style", "ring", "--repeat", "2.5", "--stroke-width", "2"]),  # fractional repeat, held end
    ("ring-late", ["--style", "ring", "--repeat", "1", "--delay", "0.2"]),  # a hold on the rest value
    # Geometry and paint.
    ("fill-rounded", ["--style", "fill", "--clip", "rounded:12", "--background", "#eeeeee"]),
    ("fill-arc", ["--style", "fill", "--shape", "path:M0 10 A10 10 0 0 1 20 10 Q20 20 10 30 L0 10 Z", "--clip", "circle"]),
    ("splash-heart", ["--style", "splash", "--shape", "heart", "--size", "360x500", "--ripple-percent", "0.7",
                      "--disappear", "opacity", "--hold", "0.3"]),
    # The spec fixtures.
    ("thinning-ring", ["--spec", "Fixtures/specs/thinning-ring.json"]),  # a stroke-width track
    ("press-disc", ["--spec", "Fixtures/specs/press-disc.json"]),
    ("double-ring", ["--spec", "Fixtures/specs/double-ring.json"]),
    # The animation inside each dotLottie archive (slots at their defaults, markers): the same frames.
    ("dotlottie-material", ["--style", "material"]),
    ("dotlottie-splash", ["--style", "splash"]),
    ("dotlottie-fill", ["--style", "fill"]),
    ("dotlottie-ring", ["--style", "ring"]),
]

# Mutants of --self-test: (name, case, what it breaks). Each must fail against the still frames in both players.
MUTANTS = [
    ("swapped i/o", "ring", "swap_tangents"),
    ("lost hold", "ring-late", "lose_hold"),
    ("keyframe one frame late", "ring", "shift_keyframe"),
    ("shared st dropped", "ring-rings3-fps30", "drop_start"),
]
