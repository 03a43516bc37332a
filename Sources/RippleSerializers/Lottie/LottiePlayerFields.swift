/// The fields every Lottie object carries although the schema lets them out: what the players read
/// without a default (docs/lottie.md lists what each parser reads, and where).
///
/// lottie-web 5.7.5 reads a mask's `o.k` and `x.k` and the canvas renderer a shape transform's `o`
/// unconditionally (a missing one throws or draws nothing), and its image preloader reads `assets.length`;
/// lottie-ios decodes a layer's `ip`, `op` and `st` without a default; lottie-android reads a layer's `nm`
/// (a missing name throws), keys parents by `ind` and takes a mask's `mode` and `o` without defaults.
/// Writing every field with its neutral value costs a few bytes and leaves no player guessing.
enum LottiePlayerFields {
    /// A transform with all five members in the players' order: anchor `a`, position `p`, scale `s`,
    /// rotation `r`, opacity `o`; members not in `given` take their identity value.
    static func transform(_ given: [(String, LottieJSON)] = []) -> [(String, LottieJSON)] {
        let identity: [(String, LottieJSON)] = [
            ("a", LottieProperty.constant([0, 0])), ("p", LottieProperty.constant([0, 0])),
            ("s", LottieProperty.constant([100, 100])), ("r", LottieProperty.constant(0)), ("o", LottieProperty.constant(100)),
        ]
        return identity.map { key, value in (key, given.first { $0.0 == key }?.1 ?? value) }
    }

    /// A layer: its identity (`ddd`, `ind`, `ty`, `nm`), time (`sr`, `ip`, `op`, `st`), transform `ks`,
    /// `ao` and blend mode `bm` always, then what its type adds (`content`: masks, shapes, `refId`, size).
    static func layer(type: Int, index: Int, name: String, transform: [(String, LottieJSON)], inPoint: Double,
                      outPoint: Double, start: Double, content: [(String, LottieJSON)]) -> LottieJSON {
        let head: [(String, LottieJSON)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(Double(type))), ("nm", .string(name)),
            ("sr", .number(1)), ("ks", .object(Self.transform(transform))), ("ao", .number(0)),
        ]
        let time: [(String, LottieJSON)] = [
            ("ip", .number(inPoint)), ("op", .number(outPoint)), ("st", .number(start)), ("bm", .number(0)),
        ]
        return .object(head + content + time)
    }

    /// An additive mask of path `path`, not inverted, fully opaque, with no expansion.
    static func mask(_ path: LottieJSON) -> LottieJSON {
        .object([
            ("inv", .bool(false)), ("mode", .string("a")), ("pt", path),
            ("o", LottieProperty.constant(100)), ("x", LottieProperty.constant(0)),
        ])
    }
}
