import RippleDiagnostics
import RippleKit
import RippleSerializers
import RippleValidation

/// The process's one validator, with the DTD policy applied: parsed once, and a missing DTD either
/// reported once as a warning or, with `RIPPLEGEN_REQUIRE_DTD=1` (set by CI), turned into an error.
package final class ValidationSession {
    private let validator: SVGValidator
    private let requireDTD: Bool
    private var warned = false

    package init(environment: [String: String]) {
        validator = SVGValidator()
        requireDTD = environment["RIPPLEGEN_REQUIRE_DTD"] == "1"
    }

    /// Checks the DTD policy; call before validating. A missing DTD that is not required is told to `warn`
    /// once.
    ///
    /// - Throws: `PipelineError` (exit 70) when the DTD is required but missing.
    package func checkDTD(warn: (String) -> Void) throws(PipelineError) {
        guard case .missing(let reason) = validator.dtdStatus else { return }
        if requireDTD {
            throw PipelineError(.software, "\(reason) (RIPPLEGEN_REQUIRE_DTD=1 makes this an error)")
        }
        if !warned {
            warned = true
            warn("ripplegen: warning: \(reason); checking well-formedness and the profile lint only")
        }
    }

    /// Validates a document's bytes (any encoding its XML declaration names); `allowing` names undeclared
    /// attributes accepted on `<svg>` (a profile's).
    package func validate(_ bytes: [UInt8], file: String, allowing attributes: Set<String> = []) -> [Diagnostic] {
        validator.validate(bytes, file: file, allowing: attributes)
    }

    /// `validate`, or the bound a document exceeds (refused unparsed: `validate` exits 65).
    package func check(_ bytes: [UInt8], file: String, allowing attributes: Set<String> = []) -> Result<[Diagnostic], BoundViolation> {
        validator.check(bytes, file: file, allowing: attributes)
    }
}
