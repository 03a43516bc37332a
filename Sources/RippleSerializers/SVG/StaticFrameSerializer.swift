import RippleKit
import RippleMarkup

/// Writes the animation's state at one moment as a still SVG 1.1 document: a poster frame, a
/// reduced-motion fallback, and the oracle the browser tests compare the animated formats with.
///
/// The structure is the animated formats' (a group at the centre, the shape around (0, 0)), with every
/// property written as a plain attribute from `RippleAnimation.values(at:)`; no animation elements and
/// no style sheet.
package struct StaticFrameSerializer: Serializer {
    /// The document time of the frame, in seconds.
    package let time: Double

    /// Creates a serializer for the frame at `time` seconds.
    package init(time: Double) {
        self.time = time
    }

    /// Builds the document; see the type's description.
    package func document(for animation: RippleAnimation, context: DocumentContext) -> XMLElement {
        let skeleton = DocumentSkeleton(animation: animation, context: context)
        var svg = skeleton.root(styleSheet: nil)
        let values = animation.values(at: time)
        let layers = zip(animation.layers, values).map { skeleton.stillLayer($0, values: $1) }
        for element in skeleton.layerContainer(layers) { svg.append(element) }
        return svg
    }
}
