internal import CLibXML2

/// One element of libxml2's tree as the lint rules read it: its qualified name, start-tag position,
/// attributes and `<style>` text, as bytes borrowed from libxml2's own strings.
///
/// Bytes, not a `String` per name and value: the lint reads a handful of attributes, and creating strings
/// for all the others cost more than libxml2's whole parse. Only what libxml2 does not hold in one piece
/// (`prefix:name`, a value with entity references) and `LintShadow`s are made, in the run's `LintStore`.
struct LintNode {
    /// One attribute (or namespace declaration) of the element.
    struct Attribute {
        /// The qualified name as written, e.g. `xlink:href`.
        let name: LintBytes
        /// The value as the lint reads it: its `LintShadow`, or `source` itself.
        let value: LintBytes
        /// The value as written, entity references left as `&name;`.
        let source: LintBytes
        /// Whether a `#id` value is a reference (`href`, `xlink:href`).
        let isHref: Bool
    }

    /// The qualified name as written, e.g. `circle` or `svg:circle`.
    let nameBytes: LintBytes
    let kind: LintElementKind
    /// The 1-based line of the start tag (0 when unknown).
    let line: Int
    /// The 1-based column of its `<` (0 when unknown).
    let column: Int
    /// Attributes in document order, namespace declarations first; a `<style>`'s text last, as `css`.
    let attributes: [Attribute]

    /// The element `node`, whose start tag's `<` is at `column`; what it makes is kept in `store`.
    init(_ node: xmlNodePtr, column: Int, store: LintStore) {
        nameBytes = store.qualifiedName(node.pointee.name, prefix: node.pointee.ns?.pointee.prefix)
        kind = LintElementKind(name: nameBytes)
        line = Int(xmlGetLineNo(node))
        self.column = column
        var attributes: [Attribute] = []
        var namespace = node.pointee.nsDef
        while let declaration = namespace {
            let name = declaration.pointee.prefix.map { store.keep(Array("xmlns:".utf8) + LintBytes(xmlString: $0)) }
                ?? LintBytes("xmlns")
            attributes.append(Attribute(name, LintBytes(xmlString: declaration.pointee.href), store: store))
            namespace = declaration.pointee.next
        }
        var property = node.pointee.properties
        while let attribute = property {
            let name = store.qualifiedName(attribute.pointee.name, prefix: attribute.pointee.ns?.pointee.prefix)
            attributes.append(Attribute(name, store.text(from: attribute.pointee.children, references: true), store: store))
            property = attribute.pointee.next
        }
        // A style sheet (own text and CDATA) is read as a value called `css`: the lint only looks for its references.
        if kind == .style {
            attributes.append(Attribute(LintBytes("css"), store.text(from: node.pointee.children, references: false), store: store))
        }
        self.attributes = attributes
    }

    /// The name as a `String`, for diagnostics.
    var name: String {
        nameBytes.string
    }

    /// The value of the first attribute called `name`, if any, as the lint reads it (its `LintShadow`). Names
    /// are compared as bytes: XML compares them by code point, never by canonical equivalence.
    subscript(_ name: StaticString) -> LintBytes? {
        attributes.first { $0.name.equals(name) }?.value
    }

    /// The original text of `piece`, a slice of a value as the lint reads it: a shadow has the original's
    /// length, so the offset into one is the offset into the other.
    func source(_ piece: LintBytes) -> LintBytes {
        guard let start = piece.baseAddress else { return piece }
        for attribute in attributes {
            guard let shadow = attribute.value.baseAddress, shadow != attribute.source.baseAddress,
                shadow <= start, start < shadow + attribute.value.count
            else { continue }
            let offset = shadow.distance(to: start)
            return attribute.source.slice(offset..<offset + piece.count)
        }
        return piece
    }

    /// `source(piece)` as a `String`, for messages and ids.
    func string(_ piece: LintBytes) -> String {
        source(piece).string
    }
}

extension LintNode.Attribute {
    /// The attribute `name="source"`.
    init(_ name: LintBytes, _ source: LintBytes, store: LintStore) {
        self.name = name
        self.source = source
        value = LintShadow.of(source).map(store.keep) ?? source
        // `href`, `xlink:href`, any `prefix:href`, on the shadow, as `Character`s: after U+0600, which
        // prepends itself to the next `Character`, `:href` is no suffix.
        func namesHref(_ name: LintBytes) -> Bool { name.equals("href") || name.hasSuffix(":href") }
        isHref = LintShadow.of(name).map { $0.withUnsafeBufferPointer(namesHref) } ?? namesHref(name)
    }
}
