import RippleKit
import RippleSerializers
import RippleTemplates
import Testing

/// The bound on one Lottie document (`LottieBudget`): the count made from the model before building is
/// never below the keyframes the document holds, and a document over the limit is refused before any
/// key is made.
struct LottieBudgetTests {
    typealias Case = LottieModelAgreementTests.Case

    static let cases: [Case] = [
        Case(id: "ring", style: "ring", options: StyleOptions()),
        Case(id: "pulse", style: "pulse", options: StyleOptions()),
        Case(id: "material", style: "material", options: StyleOptions()),
        Case(id: "splash repeat 3", style: "splash", options: StyleOptions(repeatCount: .count(3))),
        Case(id: "ring repeat 2.5", style: "ring", options: StyleOptions(repeatCount: .count(2.5))),
        Case(id: "ring repeat 40 late", style: "ring", options: StyleOptions(delay: 0.2, repeatCount: .count(40))),
        Case(id: "ring rings 6 phase", style: "ring", options: StyleOptions(delay: -0.35, parameters: ["rings": "6"])),
        Case(id: "pulse rings 12 repeat 93", style: "pulse", options: StyleOptions(repeatCount: .count(93), parameters: ["rings": "12"])),
        Case(id: "fill repeat 7.3", style: "fill", options: StyleOptions(repeatCount: .count(7.3))),
    ]

    static func animation(_ item: Case) throws -> RippleAnimation {
        try #require(try BuiltinStyles.template(named: item.style)).resolve(item.options)
    }

    /// The keyframes of every animated property in `json`.
    static func keyframes(_ json: LottieJSON) -> Int {
        switch json {
        case .array(let elements): return elements.reduce(0) { $0 + keyframes($1) }
        case .object(let members):
            let own = json["a"] == .number(1) ? (json["k"]?.elements?.count ?? 0) : 0
            return members.reduce(own) { $0 + keyframes($1.1) }
        default: return 0
        }
    }

    @Test(arguments: cases)
    func boundIsNeverBelowTheDocument(_ item: Case) throws {
        let animation = try Self.animation(item)
        let document = try LottieSerializer.document(for: animation)
        let bound = LottieBudget.keyframes(animation, window: document.window)
        let written = Self.keyframes(document.json)
        #expect(written > 0 && bound >= written, "bound \(bound), written \(written)")
        // An upper bound that stays close: within 15 % (keys that repeat a value are dropped when written)
        // plus nine per track and layer (a cut piece's steps, a delay's hold, a fill's jump).
        #expect(Double(bound) <= 1.15 * Double(written) + Double(9 * 4 * animation.layers.count), "bound \(bound), written \(written)")
    }

    @Test func overTheLimitIsRefusedBeforeBuilding() throws {
        let big = Case(id: "issue 21", style: "pulse", options: StyleOptions(repeatCount: .count(900), parameters: ["rings": "12"]))
        let animation = try Self.animation(big)
        let window = try LottieWindow(animation)
        let bound = LottieBudget.keyframes(animation, window: window)
        #expect(bound > LottieBudget.maximumKeyframes)
        #expect(throws: LottieError.tooManyKeyframes(bound, repeated: true)) { try LottieSerializer.document(for: animation) }
        let justOver = Case(id: "94", style: "pulse", options: StyleOptions(repeatCount: .count(94), parameters: ["rings": "12"]))
        #expect(throws: LottieError.self) { try LottieSerializer.document(for: try Self.animation(justOver)) }
    }
}
