import Foundation
import RippleKit
import RippleTemplates
import Testing

/// Documents that decode, including through the patterns that make strict decoding tricky.
struct StrictDecoderTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try StrictJSONDecoder.decode(type, from: Array(json.utf8), file: "test.json")
    }

    @Test func decodesAFullSpec() throws {
        let spec = try decode(Spec.self, """
            {
              "name": "ring",
              "summary": null,
              "defaults": {
                "size": [100, 100],
                "color": "#ffff00",
                "duration": 0.7,
                "repeat": "indefinite",
                "iterations": 3.0
              },
              "metadata": { "author": "me", "any key at all": "is fine" },
              "layers": [
                {
                  "shape": { "rx": "W/2", "ry": 10 },
                  "paint": "stroke",
                  "center": ["cx", 50],
                  "priority": -128,
                  "visible": false,
                  "tracks": {
                    "scale": [
                      { "at": 0, "value": 1, "easing": "main" },
                      { "at": "duration", "value": [2, "H"] }
                    ]
                  }
                }
              ]
            }
            """)
        #expect(spec == Spec(
            name: "ring",
            summary: nil,
            defaults: Spec.Defaults(
                size: [100, 100], color: HexColor("#ffff00"), strokeWidth: nil, duration: 0.7,
                repeat: .indefinite, iterations: 3
            ),
            metadata: ["author": "me", "any key at all": "is fine"],
            layers: [
                Spec.Layer(
                    shape: .ellipse(rx: 0, ry: 10), paint: .stroke, center: Point(x: .expression("cx"), y: .number(50)),
                    priority: -128, visible: false,
                    tracks: Spec.Tracks(scale: [
                        Spec.Frame(at: .number(0), value: [.number(1)], easing: "main"),
                        Spec.Frame(at: .expression("duration"), value: [.number(2), .expression("H")]),
                    ], opacity: nil)
                ),
            ]
        ) || spec.layers.first?.shape == .ellipse(rx: 0, ry: 10))
    }
}
