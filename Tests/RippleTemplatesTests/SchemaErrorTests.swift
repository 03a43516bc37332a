import RippleTemplates
import Testing

/// Documents that are valid JSON but do not fit the schema: each error at its value, key or `{`.
struct SchemaErrorTests {
    static let cases: [BadSpecCase] = [
        BadSpecCase("misspelled-required-key", """
            {
              "name": "ring",
              "defaults": { "duraton": 0.7 },
              "layers": []
            }
            """, 3, 17, "defaults: unknown key 'duraton'; did you mean 'duration'?"),
        BadSpecCase("misspelled-optional-key", """
            {
              "name": "ring",
              "defaults": {
                "duration": 0.7,
                "strokeWdith": 4
              },
              "layers": []
            }
            """, 5, 5, "defaults: unknown key 'strokeWdith'; did you mean 'strokeWidth'?"),
        BadSpecCase("misspelled-absent-optional-key",
            #"{"name": "ring", "summry": "x", "defaults": {"duration": 1}, "layers": []}"#,
            1, 18, "error: unknown key 'summry'; did you mean 'summary'?"),
        BadSpecCase("unknown-key-lists-the-schema",
            #"{"name": "ring", "defaults": {"duration": 1}, "layers": [], "zzz": 1}"#,
            1, 61, "unknown key 'zzz'; expected one of 'name', 'summary', 'defaults', 'metadata', 'layers'"),
        BadSpecCase("missing-key", """
            {
              "name": "ring",
              "defaults": { "size": [100, 100] },
              "layers": []
            }
            """, 3, 15, "defaults: missing key 'duration'"),
        BadSpecCase("missing-key-at-top-level", #"{"defaults": {"duration": 1}, "layers": []}"#,
            1, 1, "error: missing key 'name'"),
        BadSpecCase("number-expected", """
            {
              "name": "ring",
              "defaults": { "duration": "fast" },
              "layers": []
            }
            """, 3, 29, "defaults.duration: expected a number, found a string"),
        BadSpecCase("wrong-type-deep-in-an-array", """
            {
              "name": "ring",
              "defaults": { "duration": 1 },
              "layers": [
                {
                  "shape": { "r": 1 },
                  "tracks": {
                    "scale": [
                      { "at": 0, "value": 1 },
                      { "at": true, "value": 2 }
                    ]
                  }
                }
              ]
            }
            """, 10, 19, "layers[0].tracks.scale[1].at: expected a number or a string, found a boolean"),
        BadSpecCase("second-attempt-error-is-reported", """
            {"name": "n", "defaults": {"duration": 1}, "layers": [
              {"shape": {"r": 1}, "tracks": {"opacity": [{"at": 0, "value": {}}]}}
            ]}
            """, 2, 65, "layers[0].tracks.opacity[0].value: expected a number, a string or an array, found an object"),
        BadSpecCase("integer-expected", #"{"name": "n", "defaults": {"duration": 1, "iterations": 2.5}, "layers": []}"#,
            1, 57, "defaults.iterations: expected an integer, found 2.5"),
        BadSpecCase("integer-out-of-range", #"{"name": "n", "defaults": {"duration": 1}, "layers": [{"shape": {"r": 1}, "priority": 300}]}"#,
            1, 87, "layers[0].priority: the number 300 is out of range for Int8 (-128…127)"),
        BadSpecCase("null-for-a-required-value", #"{"name": "n", "defaults": {"duration": null}, "layers": []}"#,
            1, 40, "defaults.duration: expected a number, found null"),
        BadSpecCase("error-of-the-type's-own", #"{"name": "n", "defaults": {"duration": 1, "color": "red"}, "layers": []}"#,
            1, 52, "defaults.color: 'red' is not a #rrggbb colour"),
        BadSpecCase("data-corrupted-from-the-type", #"{"name": "n", "defaults": {"duration": 1, "repeat": "forever"}, "layers": []}"#,
            1, 53, #"defaults.repeat: expected a count or "indefinite""#),
        BadSpecCase("data-corrupted-after-a-failed-attempt", """
            {"name": "n", "defaults": {"duration": 1}, "layers": [
              {"shape": {"r": 1}, "tracks": {"scale": [{"at": "", "value": 1}]}}
            ]}
            """, 2, 51, "layers[0].tracks.scale[0].at: an expression cannot be empty"),
        BadSpecCase("raw-value-enum", #"{"name": "n", "defaults": {"duration": 1}, "layers": [{"shape": {"r": 1}, "paint": "strok"}]}"#,
            1, 84, "layers[0].paint: Cannot initialize Paint from invalid String value strok"),
        BadSpecCase("array-too-short", #"{"name": "n", "defaults": {"duration": 1}, "layers": [{"shape": {"r": 1}, "center": [1]}]}"#,
            1, 85, "layers[0].center: expected more elements: the array has only 1 element"),
        BadSpecCase("neither-of-two-attempts", #"{"name": "n", "defaults": {"duration": 1}, "layers": [{"shape": {"rx": 1}}]}"#,
            1, 65, "layers[0].shape: missing key 'ry'"),
        BadSpecCase("key-of-the-attempt-not-taken", #"{"name": "n", "defaults": {"duration": 1}, "layers": [{"shape": {"r": 1, "rx": 2}}]}"#,
            1, 74, "layers[0].shape: unknown key 'rx'"),
        BadSpecCase("first-in-document-order", """
            {
              "name": "ring",
              "defaults": { "duration": 1, "colour": "#ffffff" },
              "layers": [ { "shape": { "r": "big" } } ]
            }
            """, 3, 32, "defaults: unknown key 'colour'; did you mean 'color'?"),
        BadSpecCase("unknown-key-before-the-error-that-stopped-decoding", """
            {
              "name": "ring",
              "extra": true,
              "defaults": { "duration": "slow" },
              "layers": []
            }
            """, 3, 3, "error: unknown key 'extra'"),
        BadSpecCase("error-before-an-unknown-key", """
            {
              "name": 5,
              "extra": true,
              "layers": []
            }
            """, 2, 11, "name: expected a string, found a number"),
        BadSpecCase("dictionary-value", #"{"name": "n", "defaults": {"duration": 1}, "metadata": {"author": 1}, "layers": []}"#,
            1, 67, "metadata.author: expected a string, found a number"),
        BadSpecCase("key-path-with-a-dot", #"{"name": "n", "defaults": {"duration": 1}, "metadata": {"a.b": 1}, "layers": []}"#,
            1, 64, #"metadata["a.b"]: expected a string, found a number"#),
        BadSpecCase("top-level-array", "[1]", 1, 1, "error: expected an object, found an array"),
        BadSpecCase("columns-count-unicode-scalars", #"{"name": "ωß✨😀", "zz": 1, "defaults": {"duration": 1}, "layers": []}"#,
            1, 18, "unknown key 'zz'"),
        BadSpecCase("escaped-key-is-compared-unescaped", #"{"name": "n", "defaults": {"d\u0075ration": "x"}, "layers": []}"#,
            1, 45, "defaults.duration: expected a number, found a string"),
    ]

    @Test(arguments: cases)
    func reportsTheFirstErrorWhereItIs(_ item: BadSpecCase) {
        item.check()
    }
}
