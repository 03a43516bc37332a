import RippleMarkup

/// The ids, classes and keyframes names of one document, all built from its prefix.
///
/// Explicit documents spell them out (`ring-924f19-0`, `…-0-move`, `…-clip`, `…-bg`). Minified ones
/// append the layer index directly and shorten the suffixes (`Xk3a90`, `…0-m`, `…-c`, `…-b`): a
/// layer's name always ends with a digit, so it can never be read as a CSS keyword in the `animation`
/// shorthand, whatever the prefix.
struct Names {
    let prefix: String
    let minified: Bool

    init(context: DocumentContext) {
        prefix = context.idPrefix
        minified = context.minified
    }

    /// The class (and first keyframes name) of layer `index`.
    func layer(_ index: Int) -> String {
        minified ? "\(prefix)\(index)" : "\(prefix)-\(index)"
    }

    /// The class of layer `index`'s translating group.
    func mover(_ index: Int) -> String {
        layer(index) + (minified ? "-m" : "-move")
    }

    /// The class of the background rectangle.
    var background: String {
        prefix + (minified ? "-b" : "-bg")
    }

    /// The id of the clip path.
    var clip: String {
        prefix + (minified ? "-c" : "-clip")
    }
}
