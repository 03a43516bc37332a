// The release of a layer whose cut may fall inside its press phase (splash, released early): at run time, as
// the cut is known only then. ripplegen compiles a style's program to JavaScript (README.md, "The program")
// and writes this function into it only where a layer needs it (its minified text, the program's `X`);
// a release whose cut comes after the press phase (material's) is written out in full and needs nothing.
// One self-contained arrow function: its helpers are default parameters (Scripts/build-web-engine.sh takes
// the minified function as it is). Written to minify well, as press-dom.js.
//
// `ready`: the layer's animated tracks that the release leaves alone, each [[time, keyframe], …] (time:
// seconds from the layer's start; a keyframe as `animate()` takes it, without its offset).
// `released`: its released tracks, each [property, its press keyframes [[time, [component, …], easing], …],
// the cut P (seconds from the layer's start), the start value ([component, …]: a jump) or 0, the end value,
// the segment's length D (seconds), its easing]. Returns [keyframes, timing] for `setKeyframes` and
// `updateTiming`: a released track's press keyframes up to the cut (the interval the cut is in cut there,
// its easing split exactly), the value at the cut, the start value there too where there is one, and the end
// value at P + D with the segment's easing; the ready tracks' keyframes as they are. The animation lasts until
// the last track ends; offsets are times over that, and a track that ends before it holds its last value to
// offset 1 (in offset order: a stable sort keeps a property's own keyframes, a jump's two included, in order).
export const release = (ready, released,
    // A coordinate of a cubic Bézier from 0 to 1 with the control coordinates a and b, at t.
    coordinate = (a, b, t, u = 1 - t) => 3 * u * t * (u * a + t * b) + t * t * t,
    // An easing cut at the input progress q (0 < q < 1): [its output there, the easing of its part before q,
    // scaled to a whole interval]. A keyframe's easing is linear (none, or "linear") or a cubic-bezier() (the
    // model's curves are Bézier pieces while pressed): the left part of a Bézier split at the t where its x is
    // q (de Casteljau), normalised by the point it ends at. (Of the easings, only "cubic-bezier(…)" sorts before
    // "d".) An x beyond 1, which CSS rejects, is clamped: only a curve steep at both ends, as
    // cubic-bezier(.9,0,.1,1) cut late, has one; the model's named curves never do.
    split = (easing, q, c = easing < "d" && easing.slice(13, -1).split(",").map(Number), lo = 0, hi = 1, t, y) => {
        if (!c) return [q, easing];
        for (let k = 0; k < 40; k++) coordinate(c[0], c[2], t = (lo + hi) / 2) < q ? lo = t : hi = t;
        y = coordinate(c[1], c[3], t) || 1;
        return [y, `cubic-bezier(${[Math.min(t * c[0] / q, 1), t * c[1] / y, Math.min(t * (2 * (1 - t) * c[0] + t * c[2]) / q, 1), t * (2 * (1 - t) * c[1] + t * c[3]) / y]})`];
    },
    // A keyframe of one property: opacity a number, scale "a b" (or "a"), translate "apx bpx" (the three
    // names sort "opacity" < "s" <= "scale" < "t" <= "translate").
    frame = (property, components, unit = property < "t" ? "" : "px") =>
        ({ [property]: property < "s" ? components[0] : components.join(unit + " ") + unit }),
    tracks = [...ready, ...released.map(([property, k, cut, from, to, length, easing], _, __, frames = [], value) => (
        k.map(([time, a, e], j, _, [end, b] = k[j + 1] || []) => {
            if (time < cut) {
                // The interval the cut is in ends there: its part before the cut, and the value at the cut.
                if (end > cut) [value, e] = split(e, (cut - time) / (end - time)), value = a.map((component, m) => component + (b[m] - component) * value);
                // (It ends at the cut, or before: the next keyframe's value, the last's own.)
                else value = b || a;
                frames.push([time, { ...frame(property, a), easing: e }]);
            }
        }),
        frames.push([cut, { ...frame(property, value || k[0][1]), easing: from ? undefined : easing }]),
        from && frames.push([cut, { ...frame(property, from), easing }]),
        // (A segment of no length still ends after the cut: at one offset, the later keyframe would win before it.)
        frames.push([cut + (length || 1e-9), frame(property, to)]),
        frames
    ))],
    total = Math.max(...tracks.map(frames => frames.at(-1)[0]))) => [
    tracks.flatMap((frames, _, __, [end, last] = frames.at(-1)) => [
        ...frames.map(([time, keyframe]) => Object.assign(keyframe, { offset: time / total })),
        ...end < total ? [{ ...last, offset: 1, easing: undefined }] : [],
    ]).sort((a, b) => a.offset - b.offset),
    { duration: total * 1e3, iterations: 1 },
];
