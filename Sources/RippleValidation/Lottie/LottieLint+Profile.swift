import RippleJSON

/// The player profile: fields the lottie-spec schema lets out but lottie-web, lottie-ios or lottie-android
/// read without a default (docs/lottie.md lists each parser's reads, with file paths). A document missing
/// one plays in a lenient player (rlottie, python-lottie) and draws nothing, or throws, in another.
extension LottieLint {
    /// One rule: the members every object of `kind` carries.
    struct Requirement: Sendable {
        let kind: String
        let keys: [String]
    }

    /// The composition's members beyond `fr`, `ip`, `op`, `w`, `h` (checked with their values): lottie-ios
    /// decodes `v`; lottie-web's image preloader reads `assets.length`.
    static let compositionProfile = Requirement(kind: "composition", keys: ["v", "assets"])
    /// Every layer's members: lottie-ios decodes `ip`, `op`, `st` without defaults; lottie-android reads
    /// `nm` (a missing name throws) and keys layers by `ind`; the rest are read for 3D, time stretch,
    /// auto-orient and blending with a default some player versions lack.
    static let layerProfile = Requirement(kind: "layer", keys: ["ddd", "ind", "ty", "nm", "sr", "ks", "ao", "ip", "op", "st", "bm"])
    /// A layer's `ks` and a shape group's `tr`: lottie-web's canvas renderer reads a shape transform's `o`.
    static let transformProfile = Requirement(kind: "transform", keys: ["a", "p", "s", "r", "o"])
    /// Every mask: lottie-web reads `o.k` and `x.k` of every mask, lottie-android `mode` and `o`.
    static let maskProfile = Requirement(kind: "mask", keys: ["inv", "mode", "pt", "o", "x"])
}

extension LottieLint.Walker {
    /// Reports each member of `requirement` that `object` lacks, at `path`.
    mutating func require(_ requirement: LottieLint.Requirement, in object: JSONObject, path: String) {
        for key in requirement.keys where object.member(named: key) == nil {
            report(path.isEmpty ? key : path + "." + key, "missing: every \(requirement.kind) carries it (the player profile)")
        }
    }

    /// The layer numbers of one composition (the top level or an asset): each `ind` a whole number, used once.
    mutating func uniqueIndices(_ layers: [JSONValue], path: String) {
        var seen: Set<Int> = []
        for (number, layer) in layers.enumerated() {
            guard let value = layer["ind"] else { continue }
            guard let index = value.integer else {
                report("\(path)[\(number)].ind", "must be a whole number")
                continue
            }
            if !seen.insert(index).inserted {
                report("\(path)[\(number)].ind", "ind \(index) is used twice in one composition (lottie-android keys layers by it)")
            }
        }
    }
}
