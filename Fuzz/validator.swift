/// libFuzzer target `validator`: `SVGValidator.validate` (libxml2 parse, SVG 1.1 DTD, profile lint)
/// on arbitrary bytes. Diagnostics are the expected answer; a crash, a hang or a leak is a bug.
/// The seed corpus is `Fixtures/golden/*.svg` and `Fixtures/validation/*.svg`.
import RippleValidation

/// One validator for the whole process: `init` parses the SVG 1.1 DTD (far slower than one input),
/// and a validator may be reused on one thread, which is how libFuzzer calls us.
nonisolated(unsafe) private let validator = SVGValidator()

/// Refuses to fuzz without the DTD: the run would silently skip DTD validation, the deepest part.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzValidatorInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    if case .missing(let reason) = validator.dtdStatus {
        fatalError("fuzz validator: the SVG 1.1 DTD is missing (\(reason)); install w3c-sgml-lib")
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValidator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = validator.validate(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.svg")
    return 0
}
