import RippleJSON
import RippleKit
import RippleTemplates
import Testing

/// Templates that are valid JSON but do not fit the schema: each error at its value, key or `{`.
struct SchemaErrorTests {
    /// A minimal valid template with `extra` spliced into `defaults` and `layers` as given.
    static func template(defaults extra: String = "", top: String = "", layers: String = "") -> String {
        let defaults = ##""size": [100, 100], "color": "#000", "duration": 1, "repeat": 1, "easing": "linear""##
        return #"{"name": "n", "summary": "s", "source": "x", "defaults": {"# + defaults + extra + #"}, "layers": ["#
            + layers + "]" + top + "}"
    }

    static let layer = #"{"size": [1], "paint": "fill", "center": [0, 0], "tracks": {"#

    static let cases: [BadSpecCase] = [
        BadSpecCase("misspelled-required-key", #"{"name": "n", "summary": "s", "source": "x", "defaults": {"duraton": 1}, "layers": []}"#,
                    at: #""duraton""#, "defaults: unknown key 'duraton'; did you mean 'duration'?"),
        BadSpecCase("misspelled-optional-key", template(defaults: #", "strokeWdith": 4"#),
                    at: #""strokeWdith""#, "defaults: unknown key 'strokeWdith'; did you mean 'strokeWidth'?"),
        BadSpecCase("unknown-key-lists-the-schema", template(top: #", "zzz": 1"#), at: #""zzz""#,
                    "unknown key 'zzz'; expected one of 'name', 'summary', 'source', 'defaults', 'parameters', 'curves', "
                        + "'variables', 'layers', 'press'"),
        BadSpecCase("no-suggestion-of-a-key-already-there", template(defaults: ##", "colour": "#fff""##), at: #""colour""#,
                    "defaults: unknown key 'colour'; expected one of"),
        BadSpecCase("missing-key", #"{"name": "n", "summary": "s", "source": "x", "defaults": {"size": [1, 1]}, "layers": []}"#,
                    at: #"{"size""#, "defaults: missing key 'color'"),
        BadSpecCase("missing-key-at-top-level", #"{"summary": "s"}"#, 1, 1, "error: missing key 'name'"),
        BadSpecCase("null-for-a-required-value", template(layers: layer + #""scale": null}}"#).replacingOccurrences(
            of: #""easing": "linear""#, with: #""easing": null"#), at: "null", "defaults.easing: expected a string, found null"),
        BadSpecCase("number-expected", template(defaults: #", "delay": "soon""#), at: #""soon""#,
                    "defaults.delay: expected a number, found a string"),
        BadSpecCase("number-or-string-expected", template(layers: layer + #""scale": [{"at": true, "to": 1}]}}"#), at: "true",
                    "layers[0].tracks.scale[0].at: expected a number or a string, found a boolean"),
        BadSpecCase("quantities-expected", template(layers: layer + #""opacity": [{"at": 0, "to": {}}]}}"#), at: "{}",
                    "layers[0].tracks.opacity[0].to: expected a number, a string or an array, found an object"),
        BadSpecCase("bad-expression", template(layers: layer + #""scale": [{"at": "W/", "to": 1}]}}"#), at: #""W/""#,
                    "layers[0].tracks.scale[0].at: expression 'W/': "),
        BadSpecCase("repeat-word", template(defaults: "").replacingOccurrences(of: #""repeat": 1"#, with: #""repeat": "forever""#),
                    at: #""forever""#, #"defaults.repeat: expected a number or "indefinite""#),
        BadSpecCase("origin-word", template(defaults: #", "origin": "middle""#), at: #""middle""#,
                    #"defaults.origin: expected "center" or [x, y]"#),
        BadSpecCase("paint-choice", template(layers: layer + "}}").replacingOccurrences(of: #""fill""#, with: #""strok""#),
                    at: #""strok""#, "layers[0].paint: 'strok' is not fill or stroke; did you mean 'stroke'?"),
        BadSpecCase("layer-shape-choice", template(layers: #"{"shape": "square", "# + layer.dropFirst() + "}}"), at: #""square""#,
                    "layers[0].shape: 'square' is not ripple, circle or ellipse"),
        BadSpecCase("fill-choice", template(defaults: #", "fill": "keep""#), at: #""keep""#,
                    "defaults.fill: 'keep' is not freeze or remove"),
        BadSpecCase("shape-option", template(defaults: #", "shape": "hart""#), at: #""hart""#,
                    "defaults.shape: unknown shape 'hart'; did you mean 'heart'?"),
        BadSpecCase("clip-option", template(defaults: #", "clip": "rounded:x""#), at: #""rounded:x""#,
                    "defaults.clip: 'rounded:x' needs a corner radius"),
        BadSpecCase("parameter-kind-choice", template(top: #", "parameters": [{"name": "h", "flag": "--h", "kind": "time", "default": 1, "help": "x"}]"#),
                    at: #""time""#, "parameters[0].kind: 'time' is not number, seconds, integer or choice"),
        BadSpecCase("choice-clip", template(top: #", "parameters": [{"name": "b", "flag": "--b", "kind": "choice", "default": "a", "help": "x", "#
                        + #""choices": [{"name": "a", "clip": "oval"}]}]"#),
                    at: #""oval""#, "parameters[0].choices[0].clip: "),
        BadSpecCase("unknown-key-of-an-object-before-its-values", template(top: #", "extra": true"#).replacingOccurrences(
            of: #""name": "n""#, with: #""name": 5"#), at: #""extra""#, "error: unknown key 'extra'"),
        BadSpecCase("top-level-array", "[1]", 1, 1, "error: expected an object, found an array"),
        BadSpecCase("columns-count-unicode-scalars", #"{"name": "ωß✨😀", "zz": 1}"#, 1, 18, "unknown key 'zz'"),
        BadSpecCase("escaped-key-is-compared-unescaped", template(defaults: #", "d\u0065lay": "x""#), at: #""x"}"#,
                    "defaults.delay: expected a number, found a string"),
        BadSpecCase("key-path-with-a-dot", template(defaults: #", "a.b": 1"#), at: #""a.b""#, #"defaults: unknown key 'a.b'"#),
    ]

    @Test(arguments: cases)
    func reportsTheErrorWhereItIs(_ item: BadSpecCase) {
        item.check()
    }

    /// A template of about 100 KB, minified onto one line (the worst case for columns), reads, and an
    /// error at its very end still gets its exact column. (63 layers of 81 segments each: the bounds allow
    /// 64 layers, so the 64th is the bad one.)
    @Test func readsALargeTemplate() throws {
        let segments = Array(repeating: #"{"at": 0, "to": 1}"#, count: 80).joined(separator: ", ")
        let layer = Self.layer + #""scale": ["# + segments + #", {"at": "duration", "dur": 1, "to": [2, "H/2"]}]}}"#
        let layers = Array(repeating: layer, count: 63).joined(separator: ",")
        let json = Self.template(layers: layers)
        #expect(json.utf8.count > 100_000)
        let template = try TemplateDecoder.decode(Array(json.utf8), file: "big.json")
        #expect(template.layers.count == 63)
        #expect(template.layers.last?.tracks.scale?.last?.to.values.count == 2)

        let bad = Self.template(layers: layers + "," + Self.layer.replacingOccurrences(of: "tracks", with: "trakcs") + "}}")
        let key = try #require(bad.range(of: #""trakcs""#))
        let column = bad.utf8.distance(from: bad.startIndex, to: key.lowerBound) + 1
        #expect(templateError(bad)?.description.hasSuffix("layers[63]: unknown key 'trakcs'; did you mean 'tracks'?") == true)
        #expect(templateError(bad)?.column == column)
    }
}
