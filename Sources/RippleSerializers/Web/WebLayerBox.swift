import RippleKit

/// A filled press layer as the web engine draws it: a `unit`-pixel box centred on the container's corner,
/// placed by its transforms alone: its centre is in `translate`, its half size in `scale`. So a press changes
/// no layout (the engine animates transforms only), and the box's size is a whole number of pixels, whose
/// centre WebKit takes as the transform origin without rounding it (WebKit computes `transform-origin: 50%
/// 50%` from the box snapped to whole pixels: a 497.8 px disc scaled to 0.03 sat 0.11 px off when the box had
/// the ripple's own size).
struct WebLayerBox {
    let layer: PressProgram.Layer

    /// The box's side in CSS pixels (`WebStyleSheet` writes it).
    static let unit = 100.0

    /// Half extents as drawn: a circle's are equal.
    var half: [Expression] {
        let half = layer.halfSize
        if case .circle = layer.shape, half[0] != half[1] { return [.call("min", half), .call("min", half)] }
        return half
    }

    /// A track's value as the box takes it: the scale carries the half size, the translation the centre.
    func placed(_ property: PressProgram.Property, _ value: [Expression]) -> [Expression] {
        switch property {
        case .scale:
            let factors = half.map { Expression.binary("/", $0, .number(Self.unit / 2)).folded }
            let scaled = factors.map { Expression.binary("*", value[0], $0).folded }
            return scaled[0] == scaled[1] ? [scaled[0]] : scaled
        case .translate:
            return zip(layer.center, value).map { Expression.binary("+", $0, $1).folded }
        case .opacity:
            return value.map(\.folded)
        }
    }

    /// The layer's tracks, with a held one for a transform no track moves: the box is placed by its
    /// animations alone (the sheet gives it no position of its own).
    var tracks: [PressProgram.Track] {
        var tracks = layer.tracks
        for (property, rest) in [(PressProgram.Property.scale, [Expression.number(1)]), (.translate, [.number(0), .number(0)])]
        where !tracks.contains(where: { $0.property == property }) {
            let frames = [0.0, 1.0].map { PressProgram.Keyframe(offset: $0, value: layer.rest[property] ?? rest, easing: .linear) }
            tracks.append(PressProgram.Track(property: property, keyframes: frames, release: nil))
        }
        return tracks
    }

    /// The tracks as the engine animates them: tracks that hold one value are one group (set, not animated);
    /// tracks without a release whose keyframes have the same times and easings are one animation (material's
    /// scale and translate): every animation's start and end costs the browser style work on the main thread.
    var animations: [[PressProgram.Track]] {
        var groups: [[PressProgram.Track]] = []
        for track in tracks {
            let index = groups.firstIndex { group in
                guard track.release == nil, group[0].release == nil else { return false }
                if track.isConstant { return group.allSatisfy(\.isConstant) }
                return !group[0].isConstant && group[0].keyframes.map(\.offset) == track.keyframes.map(\.offset)
                    && group[0].keyframes.dropLast().map(\.easing) == track.keyframes.dropLast().map(\.easing)
                    && group[0].keyframes.dropLast().map(\.spring) == track.keyframes.dropLast().map(\.spring)
            }
            if let index { groups[index].append(track) } else { groups.append([track]) }
        }
        return groups
    }

    /// Every expression the engine evaluates for this layer, placed.
    var expressions: [Expression] {
        var expressions: [Expression] = []
        for track in tracks {
            expressions += track.keyframes.flatMap { placed(track.property, $0.value) }
            if let segment = track.release {
                expressions += [segment.begin, segment.duration] + placed(track.property, segment.to)
                if let from = segment.from { expressions += placed(track.property, from) }
            }
        }
        return expressions
    }
}

extension PressProgram.Track {
    /// Whether the track holds one value all along and the release leaves it alone.
    var isConstant: Bool {
        release == nil && keyframes.allSatisfy { $0.value.map(\.folded) == keyframes[0].value.map(\.folded) }
    }
}
