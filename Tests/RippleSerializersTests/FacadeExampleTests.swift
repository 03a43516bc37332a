import Foundation
import RippleDiagnostics
import RippleJSON
import RippleKit
import RipplePipeline
import RippleSerializers
import RippleTemplates
import RippleTestSupport
import Testing

/// docs/api/facade.md's examples, compiled and run: the code between an `// example: TITLE` line and the next
/// `// example ends` is the document's code block under `### TITLE`, character for character
/// (`theDocumentShowsEveryExample` compares them), and every public type of docs/api/RippleKit.txt appears in one
/// (`everyFacadeTypeHasAnExample`). This target sees `package` declarations too, so `bash Scripts/public-api.sh
/// --check` also type-checks the same blocks as another package would, with the public API alone.
struct FacadeExampleTests {
    // support begins
    /// What an example throws when something it needs is missing (the façade's own calls throw typed errors).
    struct ExampleError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
    // support ends

    @Test func styles() throws {
        // example: Built-in styles
        let names = BuiltinStyles.names                      // ["ring", "fill", "material", "splash", "pulse"]
        let styles = try BuiltinStyles.all()                 // every one of them, read
        guard let ring: StyleTemplate = try BuiltinStyles.template(named: "ring") else { throw ExampleError("no ring") }
        let summary = ring.summary                           // "stroke ring on the view's outline: scale 1→2 …"
        let animation: RippleAnimation = try ring.resolve()  // with the style's own defaults
        // example ends
        #expect(names == ["ring", "fill", "material", "splash", "pulse"])
        #expect(styles.map(\.name) == names)
        #expect(summary.hasPrefix("stroke ring on the view's outline"))
        #expect(animation.style == "ring" && animation.layers.count == 1)
    }

    @Test func specFile() throws {
        // example: A spec file
        let spec = Array("""
            {"name": "dot", "summary": "a dot that fades", "source": "an example",
             "defaults": {"size": [40, 40], "color": "#202020", "duration": 0.5, "repeat": 1, "easing": "linear"},
             "layers": [{"size": ["W/4"], "paint": "fill", "center": ["px", "py"],
                         "tracks": {"opacity": [{"at": 0, "dur": 0.5, "from": 1, "to": 0}]}}]}
            """.utf8)
        let dot = try TemplateDecoder.decode(spec, file: "dot.json")
        let fades = try dot.resolve()

        var problem: Diagnostic?
        do throws(SpecError) {
            _ = try TemplateDecoder.decode(Array(#"{"name": "dot", "summary": 7}"#.utf8), file: "bad.json")
        } catch {
            problem = error.diagnostic                       // bad.json:1:…: error: … (where, and what is wrong)
        }
        // example ends
        #expect(dot.name == "dot" && fades.values(at: 0.25)[0].opacity == 0.5)
        let diagnostic = try #require(problem)
        #expect(diagnostic.severity == .error && diagnostic.location.file == "bad.json" && diagnostic.location.line == 1)
        #expect(diagnostic.description.hasPrefix("bad.json:1:"))
    }

    @Test func options() throws {
        // example: Options
        guard let violet = RGBA.parse("#6750A4") else { throw ExampleError("not a colour") }   // or RGBA(hex: 0x6750A4)
        let options = StyleOptions(
            size: Size(120, 48), origin: Origin.point(Vector(30, 24)), color: violet, opacity: 0.2, duration: 0.45,
            repeatCount: Repeat.count(3), easing: Easing.cubicBezier(0.2, 0, 0, 1), clip: .rounded(12), title: "Send")
        guard let material = try BuiltinStyles.template(named: "material") else { throw ExampleError("no material") }
        let button = try material.resolve(options)

        let grey = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8)
        let forever = StyleOptions(origin: .center, color: grey, repeatCount: .indefinite, easing: .linear)
        let shapes: [ShapeOption] = [.circle, .ellipse, .heart, try ShapeOption.parse("path:M0 0 L10 0 L5 8 Z")]
        let clips: [ClipOption] = [.none, .bounds, .circle, try ClipOption.parse("path:M0 0 H120 V48 Z")]
        // a .path holds the data parsed and checked (PathData): give it as text, "path:D"

        var refusal = ""
        do throws(StyleError) {
            _ = try ShapeOption.parse("hexagon")
        } catch {
            refusal = error.message                          // "unknown shape 'hexagon' (circle, ellipse, heart or path:D)"
        }
        // example ends
        #expect(button.title == "Send" && button.endTime != nil)
        #expect((violet.red, violet.alpha) == (Double(0x67) / 255, 1))
        #expect(forever.repeatCount == .indefinite && forever.color?.green == 0.5)
        #expect(shapes.count == 4 && clips.count == 4)
        #expect(refusal == "unknown shape 'hexagon' (circle, ellipse, heart or path:D)")
    }

    @Test func model() throws {
        // example: The model
        guard let ring = try BuiltinStyles.template(named: "ring") else { throw ExampleError("no style ring") }
        let rings = try ring.resolve(StyleOptions(repeatCount: .count(2), parameters: ["rings": "3"]))
        let count = rings.layers.count                       // 3: a layer per ring
        let now = rings.values(at: 0.35)                     // every layer at 0.35 s: the evaluator every format uses
        let layer: RippleLayer = rings.layers[0]
        let first: LayerValues = layer.values(at: 0.35)      // the same as now[0]
        let look = (first.scale, first.opacity, first.translate.x, first.strokeWidth)
        let end = rings.endTime                              // when nothing moves any more (nil: repeats forever)
        let calm = rings.calmFrameTime                       // the still shown to people who ask for less motion
        // example ends
        #expect(count == 3 && now.count == 3 && now[0] == first)
        #expect(abs(look.0 - 1.6846) < 0.0001 && look.2 == 0 && look.3 > 0)
        #expect(end.map { $0 > 1.4 } == true && calm >= 0)
    }

    @Test func rendering() throws {
        // example: An SVG document, checked
        guard let pulse = try BuiltinStyles.template(named: "pulse") else { throw ExampleError("no style pulse") }
        guard let css = OutputKind.named("css") else { throw ExampleError("no kind css") }  // --format's words
        let request = try OutputRequest(style: pulse, options: StyleOptions(size: Size(64, 64)), kind: css)
        let files: [OutputFile] = try Pipeline.render(request)  // in memory: where they go is yours
        let svg = files[0]                                  // svg.ending ".svg", svg.mediaType "image/svg+xml"
        let text = String(decoding: svg.bytes, as: UTF8.self)
        let checked = svg.validated && svg.diagnostics.allSatisfy { $0.severity != .error }  // libxml2, the lint

        let kinds = OutputKind.all.map(\.name)              // ["smil", "css", "web", "lottie", "dotlottie", …]
        let quick = try Pipeline.render(OutputRequest(style: pulse, kind: css, validate: false))  // not checked
        // example ends
        #expect(files.count == 1 && svg.ending == ".svg" && svg.mediaType == "image/svg+xml")
        #expect(text.contains("@keyframes pulse") && text.contains("prefers-reduced-motion") && checked)
        #expect(kinds.prefix(4) == ["smil", "css", "web", "lottie"] && kinds.contains("dotlottie"))
        #expect(quick.count == 1 && !quick[0].validated && quick[0].diagnostics.isEmpty)
    }

    @Test func diagnostics() throws {
        // example: Diagnostics
        guard let ring = try BuiltinStyles.template(named: "ring"), let lottie = OutputKind.named("lottie")
        else { throw ExampleError("no ring or no lottie") }
        let forever = StyleOptions(repeatCount: .count(1_000_000))  // Lottie repeats by copying keyframes
        var refused: PipelineError?
        do throws(PipelineError) {
            _ = try Pipeline.render(OutputRequest(style: ring, options: forever, kind: lottie))
        } catch {
            refused = error                                  // nothing made: an error, never part of the files
        }
        guard let error = refused else { throw ExampleError("a million runs made") }
        let flag = error.subject.flag                        // "--repeat": the option it is about
        let printable = error.description                    // "ripplegen: error: --repeat …", as ripplegen prints it
        for problem in error.problems where problem.severity == .error {
            let place = (problem.location.file, problem.location.line, problem.location.column)  // a spec's, or nil
            let more = problem.notes + problem.children.map(\.description)
            _ = (place, problem.message, problem.description, more)
        }
        let severities: [Diagnostic.Severity] = [.error, .warning, .note, .finding]
        // example ends
        #expect(flag == "--repeat" && error.problems.count == 1)
        #expect(printable.contains("--repeat") && error.problems[0].message.contains("--repeat"))
        #expect(severities.map(\.rawValue) == ["error", "warning", "note", "finding"])
    }

    /// The examples of this file: title and code, dedented, as the document shows them.
    static func examples() throws -> [(title: String, code: String)] {
        let source = try String(contentsOf: Golden.root.appendingPathComponent("Tests/RippleSerializersTests/FacadeExampleTests.swift"), encoding: .utf8)
        var examples: [(title: String, code: String)] = []
        var current: (title: String, lines: [Substring])?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            if text.hasPrefix("// example: ") {
                current = (String(text.dropFirst(12)), [])
            } else if text == "// example ends", let example = current {
                examples.append((example.title, example.lines.map { $0.dropFirst(8) }.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return examples
    }

    static let document = "docs/api/facade.md"

    @Test func theDocumentShowsEveryExample() throws {
        let examples = try Self.examples()
        #expect(examples.count == 6)
        let text = try String(contentsOf: Golden.root.appendingPathComponent(Self.document), encoding: .utf8)
        for example in examples {
            #expect(text.contains("### \(example.title)\n"), "\(Self.document) needs a section '### \(example.title)'")
            #expect(text.contains("```swift\n" + example.code + "\n```"), "\(Self.document) must show:\n\(example.code)")
        }
        // No other Swift block: every example the page shows is one of these.
        #expect(text.components(separatedBy: "```swift\n").count - 1 == examples.count + 1)  // + the imports
        #expect(text.contains("```swift\n" + Self.imports + "\n```"))
    }

    /// The imports every example needs, as the document shows them (this file adds the test's own).
    static let imports = """
        import RippleDiagnostics
        import RippleJSON
        import RippleKit
        import RipplePipeline
        import RippleSerializers
        import RippleTemplates
        """

    @Test func everyFacadeTypeHasAnExample() throws {
        let list = try String(contentsOf: Golden.root.appendingPathComponent("docs/api/RippleKit.txt"), encoding: .utf8)
        let types = list.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, !parts[0].contains("."),
                  ["struct ", "enum ", "final class ", "class ", "protocol "].contains(where: { parts[1].dropFirst().hasPrefix($0) })
            else { return nil }
            return String(parts[0])
        }
        #expect(types.count > 20)
        let code = try Self.examples().map(\.code).joined(separator: "\n")
        for type in types {
            #expect(code.range(of: "\\b\(type)\\b", options: .regularExpression) != nil, "no example in \(Self.document) shows \(type)")
        }
    }
}
