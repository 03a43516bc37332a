internal import CLibXML2
import Foundation

/// Process-wide libxml2 setup, done once: parser initialisation and an external-entity loader
/// that can read nothing but the files of the DTDs our validators resolved.
///
/// Documents are parsed without `XML_PARSE_NOENT`/`DTDLOAD`/`DTDVALID`, so libxml2 loads no
/// external entity for them at all; the loader matters for `xmlParseDTD`, which follows the DTD's
/// module references. It is also the second lock on the door: `XML_PARSE_NONET` is enforced only
/// inside libxml2's *default* loader, so once a custom loader is installed, that loader alone
/// decides what may be read, and this one refuses everything but the resolved DTD's own files.
enum LibXML2Environment {
    /// Touch this before calling libxml2. Swift initialises a static `let` exactly once,
    /// thread-safely, which is what `xmlInitParser` (not re-entrant) and the global loader need.
    static let ready: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { url, publicID, context in
            LibXML2Environment.loadAllowedEntity(url: url, publicID: publicID, context: context)
        }
        return true
    }()

    /// Directories whose files the loader may read (the directories of resolved DTDs).
    private static let allowedDirectories = Locked<Set<String>>([])

    /// The references the loader refused, since `takeRefusals` last took them.
    private static let refusals = Locked<[String]>([])

    /// A catalog answer and its canonical local path (`nil` when not a readable local file).
    private typealias CatalogEntry = (target: String, local: String?)

    /// The loader's catalog lookups and canonical paths, made once per entity per process: every
    /// validator parses the same DTD, whose ~40 module references would otherwise each cost a catalog
    /// lookup and a symlink-resolving path check again. Keyed by (system id, public id); `nil` when the
    /// catalog has no entry. The catalog and the files it names (installed by Debian packages) do not
    /// change while ripplegen runs.
    private static let entityResolutions = Locked<[String: CatalogEntry?]>([:])

    /// Lets the loader read files in `directory` (and below).
    static func allow(directory: String) {
        allowedDirectories.withLock { _ = $0.insert(canonical(directory)) }
    }

    /// The references the loader refused since the last call (and forgets them). libxml2 says
    /// nothing when a loader returns no input, so a DTD with a refused module would otherwise
    /// load "successfully" without its declarations.
    static func takeRefusals() -> [String] {
        refusals.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }

    /// Resolves an entity through the XML catalog as libxml2's loaders do, then reads it only if
    /// it is an existing local file inside an allowed directory; everything else yields `nil`.
    private static func loadAllowedEntity(
        url: UnsafePointer<CChar>?, publicID: UnsafePointer<CChar>?, context: xmlParserCtxtPtr?
    ) -> xmlParserInputPtr? {
        let reference = url.map { String(cString: $0) }
        let key = (reference ?? "\u{1}") + "\u{0}" + (publicID.map { String(cString: $0) } ?? "\u{1}")
        let cached = entityResolutions.withLock { $0[key] }
        let catalog: CatalogEntry? = cached ?? xmlCatalogResolve(xmlString(publicID), xmlString(url)).map { resolved in
            defer { ripple_xml_free(resolved) }
            let target = String(cString: resolved)
            return (target, localPath(target))
        }
        entityResolutions.withLock { $0[key] = .some(catalog) }
        // A reference the catalog does not know (a test's own DTD files) is checked afresh every time.
        let target = catalog?.target ?? reference
        let local = catalog.map(\.local) ?? reference.flatMap(localPath)
        guard let path = local, allowedDirectories.withLock({ Self.permits(path, in: $0) }) else {
            refusals.withLock { $0.append(target ?? publicID.map { String(cString: $0) } ?? "an unnamed entity") }
            return nil
        }
        return path.withCString { xmlNoNetExternalEntityLoader($0, publicID, context) }
    }

    /// Whether `path` lies in one of `directories`.
    private static func permits(_ path: String, in directories: Set<String>) -> Bool {
        directories.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// A local, absolute, symlink-free path for a `file:` URL or an absolute path, if it names a
    /// regular file; `nil` for anything remote, relative or missing.
    static func localPath(_ reference: String) -> String? {
        let path: String
        if reference.hasPrefix("file:") {
            guard let url = URL(string: reference), url.isFileURL, url.host == nil || url.host == "localhost" else {
                return nil
            }
            path = url.path
        } else if reference.hasPrefix("/") {
            path = reference
        } else {
            return nil
        }
        let result = canonical(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: result, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        return result
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func xmlString(_ text: UnsafePointer<CChar>?) -> UnsafePointer<xmlChar>? {
        text.map { UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self) }
    }
}
