import Foundation
import RippleJSON
import RippleKit
import RippleTemplates
import Testing

/// One resolution (`StyleTemplate.pressed(_:)`): the model and the press program come from one pass, each press
/// layer built beside its model layer from the same copy of the same layer template.
struct OneResolutionTests {
    /// `Fixtures/specs/press-disc.json` with `layers[0].count` replaced.
    static func pressDisc(count: String) throws -> StyleTemplate {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/specs/press-disc.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"layers\": [ { ", with: "\"layers\": [ { \"count\": \(count), ")
        return try StyleTemplate(json: JSONNode(root: try JSONParser.parse(Array(text.utf8), file: "press-disc.json"), file: "press-disc.json"))
    }

    @Test(arguments: ["ring", "fill", "material", "splash", "pulse"])
    func theModelIsResolveOwnAndEachPressLayerIsBuiltBesideItsModelLayer(_ style: String) throws {
        let template = try #require(try BuiltinStyles.template(named: style))
        let pressed = try template.pressed()
        #expect(pressed.animation == (try template.resolve()))
        #expect(pressed.program.layers.count == pressed.animation.layers.count)
        for (layer, model) in zip(pressed.program.layers, pressed.animation.layers) {
            #expect(layer.shape == model.shape)
            #expect((layer.strokeWidth != nil) == (model.paint.fill == nil))
        }
    }

    /// The copies of a layer bind their own `i`: each press layer is its own copy's (here, its delay).
    @Test func copiesArePairedByConstruction() throws {
        let template = try Self.pressDisc(count: "3")
        let pressed = try template.pressed()
        #expect(pressed.program.layers.count == 3)
        #expect(pressed.animation.layers.count == 3)
    }

    /// A count read from the opacity is 1 over expressions (the web format's custom property multiplies the
    /// ripple) and the opacity's multiple in the model: the press program refuses it, naming the key. It used to
    /// crash (the press layers were matched to the model's by index, past its end).
    @Test func aCountThatDependsOnTheOpacityIsRefusedForPresses() throws {
        let template = try Self.pressDisc(count: "\"2*alpha\"")
        #expect(try template.resolve().layers.count == 1) // the spec's opacity is 0.5
        #expect(throws: StyleError(path: "layers[0].count", message: "count must not depend on the opacity (alpha) in the web format")) {
            try template.pressed()
        }
    }
}
