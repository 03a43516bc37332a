/// Pieces of the hand-written Lottie documents of the lint's tests, complete in the player profile
/// (`LottieLint.layerProfile`, `transformProfile`, `maskProfile`), so that each test damages one thing.
enum LottieFixtureText {
    /// A transform's anchor, position, scale, rotation and opacity at their identity values.
    static let identityMembers: [(String, String)] = [
        ("a", #"{"a":0,"k":[0,0]}"#), ("p", #"{"a":0,"k":[0,0]}"#), ("s", #"{"a":0,"k":[100,100]}"#),
        ("r", #"{"a":0,"k":0}"#), ("o", #"{"a":0,"k":100}"#),
    ]

    /// A layer's members besides `ty`, `ip`, `op`, `st` and `ks`.
    static let layerMembers: [(String, String)] = [("ddd", "0"), ("nm", #""ring""#), ("sr", "1"), ("ao", "0"), ("bm", "0")]

    /// A complete mask's members (its path a closed triangle).
    static let maskMembers: [(String, String)] = [
        ("inv", "false"), ("mode", #""a""#),
        ("pt", #"{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[0,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}"#),
        ("o", #"{"a":0,"k":100}"#), ("x", #"{"a":0,"k":0}"#),
    ]

    /// `"key":value` pairs joined by commas, without `leaving`.
    static func members(_ list: [(String, String)], leaving: String? = nil) -> String {
        list.filter { $0.0 != leaving }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
    }

    /// A shape group's identity transform item, without `leaving`.
    static func transform(leaving: String? = nil) -> String {
        "{\"ty\":\"tr\"," + members(identityMembers, leaving: leaving) + "}"
    }

    /// A layer's head (`ddd`, `ind`, `nm`, …) with number `index`, ending in a comma.
    static func head(_ index: Int) -> String {
        "\"ind\":\(index)," + members(layerMembers) + ","
    }

    /// A complete mask, without `leaving`.
    static func mask(leaving: String? = nil) -> String {
        "{" + members(maskMembers, leaving: leaving) + "}"
    }
}
