/// Whether an `SVGValidator` could load the official SVG 1.1 DTD.
///
/// Without the DTD the validator still checks well-formedness and runs the profile lint, so a
/// missing DTD weakens validation rather than stopping it; the CLI should say so once.
package enum DTDStatus: Equatable, Sendable {
    /// The DTD was resolved through the XML catalog and parsed from this local file.
    case loaded(path: String)
    /// The DTD could not be used; `reason` says why and names the Debian package to install.
    case missing(reason: String)

    /// `true` when documents are checked against the DTD.
    package var isLoaded: Bool {
        if case .loaded = self { true } else { false }
    }
}
