import RippleDiagnostics
import RippleJSON
import RippleKit
import RipplePipeline
import RippleRaster
import RippleSerializers
import RippleValidation

/// Every stated bound on input, in one table: docs/cli.md's bounds table is rendered from it
/// (`BoundsTable.markdown`, kept current by `BoundsTableTests`) and every row is checked at its limit and one
/// past it by the same tests. The rows hold the very `Bound` values (or constants) the checks read, so a
/// limit cannot be documented with one number and enforced with another.
enum BoundsTable {
    /// What happens one past a bound.
    enum Past: Equatable {
        /// Refused before any work, with this exit code and a message naming the bound.
        case refused(ExitCode)
        /// Not refused: what is past the bound is left out, and a closing note counts it (diagnostics).
        case cut
    }

    /// One bound: which input it concerns, the bound, and what happens past it.
    struct Row {
        /// The input: `spec`, `flags`, `raster`, `lottie`, `batch` or `validate`.
        let input: String
        /// The bound the check reads.
        let bound: Bound
        /// What happens one past it.
        let past: Past
    }

    /// The rows, in the order docs/cli.md lists them.
    static let rows: [Row] = spec + flags + raster + batch + validate + check

    /// A spec file (`--spec`; the built-in styles are inside every bound).
    static let spec: [Row] = ([
        Bound(StyleSource.maximumSpecBytes, "bytes in a spec file"),
        Bound(JSONParser.maximumDepth, "levels of JSON nesting"),
    ] + SpecBounds.all).map { Row(input: "spec", bound: $0, past: .refused(.dataError)) }

    /// Flags of a single run (the values a spec's defaults give are bounded alike, with exit 65).
    static let flags: [Row] = (SpecBounds.options + [
        FlagBounds.text,
        FlagBounds.evaluateTimes,
        Bound(LottieBudget.maximumKeyframes, "keyframes in one Lottie file (--rings × --repeat; lottie.md)"),
        LottieOutput.maximumFPS,
    ]).map { Row(input: "flags", bound: $0, past: .refused(.usage)) }

    /// The raster formats (`--filmstrip`, `apng`, `webp`, `gif`, `png`; raster.md).
    static let raster: [Row] = [
        FlagBounds.filmstripFrames,
        Bound(RasterTimeline.maximumFrames, "frames in one animated image"),
        Bound(RasterLimit.maximumFrameArea, "px in one frame (4096 × 4096)"),
        Bound(RasterLimit.maximumSide, "px on one side of a frame (WebP's limit)"),
        Bound(RasterLimit.maximumTotalArea, "px rendered for one file (64 megapixels)"),
        Bound(RasterLimit.maximumFrameBytes, "bytes of SVG in one frame (librsvg reads at most 10,000,000)"),
        Bound(RasterLimit.maximumWork, "outline segments drawn for one file: frames × the layers' and the clip's path segments (a circle or an ellipse is 4)"),
        RasterOutput.maximumFPS,
        RasterOutput.maximumScale,
        Bound(Int(RepeatLimit.plays.maximum), "plays of an animated image (--repeat)"),
    ].map { Row(input: "raster", bound: $0, past: .refused(.usage)) }

    /// `batch MANIFEST`.
    static let batch: [Row] = [
        Row(input: "batch", bound: Bound(BatchPlan.maximumAssets, "assets in one manifest, matrices expanded"), past: .refused(.dataError)),
        Row(input: "batch", bound: Bound(BatchCommand.maximumJobs, "jobs (--jobs)"), past: .refused(.usage)),
    ]

    /// `validate FILE` (SVG and Lottie; dotLottie archives, read in memory).
    static let validate: [Row] = DocumentBounds.all.map { bound in
        Row(input: "validate", bound: bound, past: bound == DocumentBounds.diagnostics ? .cut : .refused(.dataError))
    } + DotLottieLint.all.map { Row(input: "validate", bound: $0, past: .refused(.dataError)) }

    /// `--check` against a committed file (of at most `validate`'s 16 MiB): what it prints.
    static let check: [Row] = [Row(input: "--check", bound: SnapshotCheck.printedLines, past: .cut)]
}
