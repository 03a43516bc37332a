/// libFuzzer target `spec`: the strict JSON spec reader on arbitrary bytes, then, for every input
/// that decodes, resolution with the default options and rendering in both formats.
///
/// Errors (`SpecError`, `StyleError`) are the expected answer to bad input; a crash, a hang, a leak or
/// a precondition failure in the renderer (a template that resolves into something the markup
/// builder refuses) is a bug. The seed corpus is `Templates/styles/*.json` and `Fixtures/specs/**`.
///
/// Strict mode (`RIPPLEGEN_FUZZ_STRICT=1`, `Scripts/fuzz.sh --strict`) also validates both documents:
/// a template that resolves must render to a valid SVG 1.1 document (the CLI would exit 70, an
/// internal error, and write nothing).
import Foundation
import RippleKit
import RippleSerializers
import RippleTemplates
import RippleValidation

/// The validator for strict mode; `nil` otherwise (its `init` parses the DTD, once per process).
nonisolated(unsafe) private let strictValidator: SVGValidator? =
    ProcessInfo.processInfo.environment["RIPPLEGEN_FUZZ_STRICT"] == "1" ? SVGValidator() : nil

/// Stops with the document and its errors when strict mode finds an invalid one.
private func check(_ document: String, format: String) {
    guard let validator = strictValidator else { return }
    let errors = validator.validate(document, file: "fuzz.\(format).svg").filter { $0.severity == .error }
    if !errors.isEmpty {
        fatalError("a resolved template rendered an invalid \(format) document:\n"
            + errors.map(\.description).joined(separator: "\n") + "\n" + document)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let template = try? TemplateDecoder.decode(bytes, file: "fuzz.json") else { return 0 }
    guard let animation = try? template.resolve() else { return 0 }
    check(DocumentRenderer.render(animation, options: RenderOptions(format: .smil)), format: "smil")
    check(DocumentRenderer.render(animation, options: RenderOptions(format: .css)), format: "css")
    return 0
}
