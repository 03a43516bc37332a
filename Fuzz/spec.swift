/// libFuzzer target `spec`: the strict JSON spec decoder on arbitrary bytes, then, for every input
/// that decodes, resolution with the default options and rendering in both formats.
///
/// Errors (`SpecError`, `StyleError`) are the expected answer to bad input; a crash, a hang, a leak or
/// a precondition failure in the renderer (a template that resolves into something the markup
/// builder refuses) is a bug. The seed corpus is `Templates/styles/*.json` and `Fixtures/specs/**`.
import RippleKit
import RippleSerializers
import RippleTemplates

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let template = try? StrictJSONDecoder.decode(StyleTemplate.self, from: bytes, file: "fuzz.json") else { return 0 }
    guard let animation = try? template.resolve() else { return 0 }
    _ = DocumentRenderer.render(animation, options: RenderOptions(format: .smil))
    _ = DocumentRenderer.render(animation, options: RenderOptions(format: .css))
    return 0
}
