internal import CLibXML2
import Foundation

/// Finds the SVG 1.1 DTD through the XML catalog and parses it, never touching the network.
enum SVGDTDLoader {
    /// The public identifier of the SVG 1.1 DTD.
    static let publicID = "-//W3C//DTD SVG 1.1//EN"
    /// The W3C system identifier of the SVG 1.1 DTD (only ever used as a catalog key).
    static let systemID = "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"
    /// The Debian package that installs the DTD and registers it in `/etc/xml/catalog`.
    static let debianPackage = "w3c-sgml-lib"

    /// What the catalog said for each (public id, system id), so that only the process's first
    /// validator pays for the lookup (the first one reads and parses the catalog files, ~30M
    /// instructions); the catalog does not change while ripplegen runs. Its lock also serialises loads:
    /// libxml2 reads delegated catalogs lazily into shared tables, and the refusal log is process-wide.
    private static let resolved = Locked<[String: String?]>([:])

    /// The parsed DTD (owned by the caller, free it with `xmlFreeDtd`) and what happened.
    static func load(publicID: String, systemID: String) -> (dtd: xmlDtdPtr?, status: DTDStatus) {
        _ = LibXML2Environment.ready
        return resolved.withLock { locked(publicID: publicID, systemID: systemID, resolved: &$0) }
    }

    private static func locked(publicID: String, systemID: String, resolved: inout [String: String?]) -> (dtd: xmlDtdPtr?, status: DTDStatus) {
        let key = publicID + "\u{0}" + systemID
        let reference = resolved[key] ?? resolve(publicID: publicID, systemID: systemID)
        resolved[key] = .some(reference)
        guard let reference else {
            return (nil, .missing(reason: "the XML catalog has no entry for \"\(publicID)\"; "
                + "install the Debian package \(debianPackage) to validate against the SVG 1.1 DTD"))
        }
        // Only a local file is acceptable: a catalog that maps the id back to http:// must not
        // turn validation into a download.
        guard let path = LibXML2Environment.localPath(reference) else {
            return (nil, .missing(reason: "the XML catalog maps \"\(publicID)\" to \(reference), which is not "
                + "a local file; reinstall the Debian package \(debianPackage)"))
        }
        return parse(file: path, publicID: publicID)
    }

    /// Parses the DTD in a local file (its modules may come from its own directory only). No public
    /// id is passed to libxml2, or the catalog would substitute the registered DTD for the file.
    static func load(file: String) -> (dtd: xmlDtdPtr?, status: DTDStatus) {
        _ = LibXML2Environment.ready
        return resolved.withLock { _ in
            guard let path = LibXML2Environment.localPath(file) else {
                return (nil, .missing(reason: "\(file) is not a readable local file; "
                    + "install the Debian package \(debianPackage)"))
            }
            return parse(file: path, publicID: nil)
        }
    }

    /// Call with the lock of `resolved` held.
    private static func parse(file path: String, publicID: String?) -> (dtd: xmlDtdPtr?, status: DTDStatus) {
        // The DTD pulls in its modules (svg-framework.mod, ...) from its own directory.
        LibXML2Environment.allow(directory: (path as NSString).deletingLastPathComponent)

        let collector = LibXML2ErrorCollector(file: path)
        _ = LibXML2Environment.takeRefusals()
        let dtd = collector.capturing { xmlParseDTD(publicID, path) }
        let refusals = LibXML2Environment.takeRefusals()
        let firstError = collector.diagnostics.first { $0.severity == .error }
        guard let dtd, firstError == nil, refusals.isEmpty else {
            if let dtd { xmlFreeDtd(dtd) }
            let detail = firstError.map { ": \($0)" }
                ?? refusals.first.map { ": it refers to \($0), outside its directory, which was not read" } ?? ""
            return (nil, .missing(reason: "could not parse the SVG 1.1 DTD at \(path)\(detail); "
                + "reinstall the Debian package \(debianPackage)"))
        }
        return (dtd, .loaded(path: path))
    }

    /// What the catalog says for the public id, else for the system id, as a URI or path.
    private static func resolve(publicID: String, systemID: String) -> String? {
        guard let resolved = xmlCatalogResolvePublic(publicID) ?? xmlCatalogResolveSystem(systemID) else { return nil }
        defer { ripple_xml_free(resolved) }
        return String(cString: resolved)
    }
}
