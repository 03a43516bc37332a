import RippleKit
import RippleMarkup

/// The output formats of an animated document.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// SVG 1.1 animated with SMIL elements: works in `<img>`, needs no `<style>` (CSP-safe).
    case smil
    /// SVG 1.1 animated with CSS `@keyframes` inside `<style type="text/css">`: composited in browsers.
    case css
}

/// Turns a resolved animation into an SVG document tree.
package protocol Serializer: Sendable {
    /// Builds the document.
    ///
    /// - Parameters:
    ///   - animation: the resolved model.
    ///   - context: the id prefix (a valid CSS identifier), accessibility profile and motion preferences.
    /// - Returns: the root `<svg>` element.
    func document(for animation: RippleAnimation, context: DocumentContext) -> XMLElement
}

/// Options of `DocumentRenderer.render`.
package struct RenderOptions: Equatable, Sendable {
    /// SMIL or CSS.
    package var format: OutputFormat
    /// Prefix of ids and keyframe names; `nil` derives one from the style name and the content.
    package var idPrefix: String?
    /// Pretty (default) or compact.
    package var layout: XMLRenderer.Layout
    /// When set, a still frame of this moment (seconds) instead of an animated document.
    package var frameTime: Double?
    /// SVG 1.1 (default) or SVG 1.1 + ARIA.
    package var profile: Profile
    /// Whether the asset is decorative (no accessible name).
    package var decorative: Bool
    /// The CSS format's reduced-motion behaviour.
    package var reducedMotion: ReducedMotion
    /// Whether the CSS format adapts to forced colours.
    package var forcedColors: Bool

    /// Creates options.
    package init(format: OutputFormat = .smil, idPrefix: String? = nil, layout: XMLRenderer.Layout = .pretty, frameTime: Double? = nil,
                profile: Profile = .svg11, decorative: Bool = false, reducedMotion: ReducedMotion = .still(at: nil),
                forcedColors: Bool = true) {
        self.format = format
        self.idPrefix = idPrefix
        self.layout = layout
        self.frameTime = frameTime
        self.profile = profile
        self.decorative = decorative
        self.reducedMotion = reducedMotion
        self.forcedColors = forcedColors
    }

    func context(idPrefix: String) -> DocumentContext {
        DocumentContext(idPrefix: idPrefix, profile: profile, decorative: decorative, reducedMotion: reducedMotion,
                        forcedColors: forcedColors, minified: layout == .compact)
    }
}

/// The serializers' front door: model in, document text out.
package enum DocumentRenderer {
    /// The serializer of a format.
    package static func serializer(for format: OutputFormat) -> any Serializer {
        switch format {
        case .smil: return SMILSerializer()
        case .css: return CSSKeyframesSerializer()
        }
    }

    /// Renders `animation` to document text.
    ///
    /// Without an explicit prefix the ids are `<style>-<hash>`, where the hash is FNV-1a of the document
    /// rendered with a fixed placeholder prefix: stable for the same input, and different for two assets
    /// that differ in anything, so two assets inlined in one page never share a keyframes name. Minified
    /// documents use five characters of the hash alone.
    package static func render(_ animation: RippleAnimation, options: RenderOptions = RenderOptions()) -> String {
        String(decoding: renderBytes(animation, options: options), as: UTF8.self)
    }

    /// Renders `animation` to the document's UTF-8 bytes (what `render` returns).
    ///
    /// The document is built and written once: with the placeholder prefix, whose text is the input of the
    /// default prefix's hash; the real prefix then replaces the placeholder where the renderer found it
    /// in generated names (ids, classes, references and the style sheet; never in user text).
    package static func renderBytes(_ animation: RippleAnimation, options: RenderOptions = RenderOptions()) -> [UInt8] {
        // A minified style sheet goes without CDATA: its values can contain no "<" or "&", so it is
        // plain character data either way, and the wrapper is 12 bytes of nothing.
        let renderer = XMLRenderer(layout: options.layout, cdataStyleSheets: options.layout == .pretty)
        let serializer = serializer(for: options)
        if let idPrefix = options.idPrefix {
            return renderer.renderBytes(serializer.document(for: animation, context: options.context(idPrefix: idPrefix)))
        }
        let tree = serializer.document(for: animation, context: options.context(idPrefix: placeholder))
        let (probe, offsets) = renderer.renderMarking(tree, marker: XMLRenderer.Marker(name: placeholder, attributes: generatedNameAttributes))
        let prefix = Array(defaultPrefix(style: animation.style, hashing: probe, compact: options.layout == .compact).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(probe.count + offsets.count * max(0, prefix.count - placeholder.utf8.count))
        var copied = 0
        for offset in offsets {
            output.append(contentsOf: probe[copied..<offset])
            output.append(contentsOf: prefix)
            copied = offset + placeholder.utf8.count
        }
        output.append(contentsOf: probe[copied...])
        return output
    }

    /// The document tree `render` writes, for embedding in a larger document (the preview page).
    package static func document(_ animation: RippleAnimation, options: RenderOptions = RenderOptions()) -> XMLElement {
        let serializer = serializer(for: options)
        let prefix = options.idPrefix ?? defaultPrefix(for: animation, serializer: serializer, options: options)
        return serializer.document(for: animation, context: options.context(idPrefix: prefix))
    }

    /// The prefix the serializers write while the default prefix is not known yet.
    private static let placeholder = "ripple"

    /// The attributes whose values are names ripplegen generates from the prefix.
    private static let generatedNameAttributes: Set<String> = ["id", "class", "clip-path"]

    private static func serializer(for options: RenderOptions) -> any Serializer {
        options.frameTime.map { StaticFrameSerializer(time: $0) } ?? serializer(for: options.format)
    }

    private static func defaultPrefix(for animation: RippleAnimation, serializer: any Serializer, options: RenderOptions) -> String {
        let renderer = XMLRenderer(layout: options.layout, cdataStyleSheets: options.layout == .pretty)
        let probe = renderer.renderBytes(serializer.document(for: animation, context: options.context(idPrefix: placeholder)))
        return defaultPrefix(style: animation.style, hashing: probe, compact: options.layout == .compact)
    }

    private static func defaultPrefix(style: String, hashing probe: [UInt8], compact: Bool) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in probe {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        if compact { return shortName(hash) }
        let hex = String(hash, radix: 16)
        let digits = String(repeating: "0", count: 8 - hex.count) + hex
        let name = identifier(style: style)
        return "\(name)-\(digits.prefix(6))"
    }

    /// The style name as the start of a CSS identifier: its ASCII letters, digits and `-`, or `ripple` when
    /// that does not start with a letter (the default id prefix and the web format's default class).
    static func identifier(style: String) -> String {
        let base = style.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return base.first?.isLetter == true ? base : "ripple"
    }

    /// A minified document's default prefix: five characters from the hash, a letter then four letters or
    /// digits (52 × 62⁴ ≈ 768 million names), since every name repeats it.
    private static func shortName(_ hash: UInt32) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var value = hash
        var name: [UInt8] = [alphabet[Int(value % 52)]]
        value /= 52
        for _ in 0..<4 {
            name.append(alphabet[Int(value % 62)])
            value /= 62
        }
        return String(decoding: name, as: UTF8.self)
    }
}
