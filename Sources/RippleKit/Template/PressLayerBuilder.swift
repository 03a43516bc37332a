/// Builds one `PressProgram.Layer` from a layer template: splits each property's segments into the
/// touch-down ones (fixed times, compiled into keyframes now) and the one the release starts.
struct PressLayerBuilder {
    let curves: [String: Curve]
    let timeScale: Double
    let iterations: Double
    let held: Bool
    /// Keep each uninterrupted spring as one keyframe interval (`PressProgram.Keyframe.spring`): loops.
    var wholeSprings = false

    /// A segment evaluated as far as the press allows.
    private struct Part {
        var begin: Expression
        var duration: Expression
        var from: [Expression]?
        var to: [Expression]
        var curve: Curve
        var release: Bool
    }

    func layer(_ layer: StyleTemplate.LayerTemplate, scope: SymbolicScope, shape: Shape, cycle: Double? = nil, strokeWidth: Double?,
               path: String) throws(StyleError) -> PressProgram.Layer {
        guard layer.size.count == 1 || layer.size.count == 2, layer.center.count == 2 else {
            throw StyleError(path: path, message: "expected size [r] or [rx, ry] and center [x, y]")
        }
        var half = try layer.size.map { (quantity) throws(StyleError) in try scope.fold(quantity.expression, at: "\(path).size") }
        if half.count == 1 { half.append(half[0]) }
        let center = try layer.center.map { (quantity) throws(StyleError) in try scope.fold(quantity.expression, at: "\(path).center") }
        let alpha = try scope.number(layer.alpha, default: 1, what: "a layer's alpha", at: "\(path).alpha")
        let delay = try scope.number(layer.delay, default: 0, what: "a layer's delay", at: "\(path).delay")
        if strokeWidth != nil, !(layer.tracks.strokeWidth ?? []).isEmpty {
            throw StyleError(path: "\(path).tracks.strokeWidth", message: "the web format animates only transform and opacity (composited); a stroke-width track is not")
        }
        let restScale = try scope.value(layer.rest?.scale, default: .number(1), at: "\(path).rest.scale")
        let restOpacity = try scope.value(layer.rest?.opacity, default: .number(1), at: "\(path).rest.opacity")
        let sources: [(PressProgram.Property, [StyleTemplate.SegmentTemplate]?, [Expression], Double)] = [
            (.scale, layer.tracks.scale, [restScale], 1),
            (.translate, layer.tracks.translate, [.number(0), .number(0)], 1),
            (.opacity, layer.tracks.opacity, [scale(restOpacity, by: alpha)], alpha),
        ]
        var parts: [[Part]] = []
        for (property, templates, _, factor) in sources {
            parts.append(try self.parts(templates ?? [], factor: factor, components: property == .translate ? 2 : 1,
                                        scope: scope, path: "\(path).tracks.\(property.rawValue)"))
        }
        // Every press track runs over the whole touch-down phase: the latest end of a press segment.
        var pressLength = 0.0
        for part in parts.joined() where !part.release {
            guard case .number(let begin) = part.begin, case .number(let duration) = part.duration else { continue }
            pressLength = max(pressLength, begin + duration)
        }
        pressLength = max(cycle ?? pressLength, 0.001)
        var tracks: [PressProgram.Track] = []
        for ((property, _, rest, _), trackParts) in zip(sources, parts) {
            if let track = try self.track(property, parts: trackParts, rest: rest, length: pressLength, path: "\(path).tracks.\(property.rawValue)") {
                tracks.append(track)
            }
        }
        let rest = Dictionary(uniqueKeysWithValues: sources.map { ($0.0, $0.2) })
        return PressProgram.Layer(halfSize: half, center: center, shape: shape, strokeWidth: strokeWidth, delay: delay * timeScale,
                                  pressDuration: pressLength * timeScale, iterations: iterations, rest: rest, tracks: tracks)
    }

    private func parts(_ templates: [StyleTemplate.SegmentTemplate], factor: Double, components: Int, scope: SymbolicScope,
                       path: String) throws(StyleError) -> [Part] {
        let parts = try scope.segments(templates, path: path) { (template, begin, folded, itemPath) throws(StyleError) in
            let release = scope.dependsOnRelease(begin)
            let curve = try StyleTemplate.curve(template.easing ?? "linear", in: curves, at: "\(itemPath).easing")
            var duration = folded
            if case .spring(let response) = curve { duration = .number(Curve.springSettleTime(response: response)) }
            if !release {
                guard case .number = begin, case .number = duration else {
                    throw StyleError(path: itemPath, message: "a touch-down segment's at and dur must not depend on the element's size or the press point in the web format")
                }
            } else if !held {
                throw StyleError(path: itemPath, message: "only a held press has a release")
            }
            func values(_ quantities: Quantities, _ key: String) throws(StyleError) -> [Expression] {
                guard quantities.values.count == components else {
                    throw StyleError(path: "\(itemPath).\(key)", message: components == 2 ? "expected [x, y]" : "expected one number")
                }
                return try quantities.values.map { (quantity) throws(StyleError) in
                    scale(try scope.fold(quantity.expression, at: "\(itemPath).\(key)"), by: factor)
                }
            }
            return Part(begin: begin, duration: duration, from: try template.from.map { (q) throws(StyleError) in try values(q, "from") },
                        to: try values(template.to, "to"), curve: curve, release: release)
        }
        if parts.filter(\.release).count > 1 {
            throw StyleError(path: path, message: "the web format allows one segment started by the release per property")
        }
        return parts
    }

    private func track(_ property: PressProgram.Property, parts: [Part], rest: [Expression], length: Double,
                       path: String) throws(StyleError) -> PressProgram.Track? {
        let press = parts.filter { !$0.release }
        let release = parts.first { $0.release }.map {
            PressProgram.ReleaseSegment(begin: $0.begin, duration: $0.duration, from: $0.from, to: $0.to, curve: $0.curve)
        }
        let identity: [Expression] = property == .scale || property == .opacity ? [.number(1)] : [.number(0), .number(0)]
        if press.isEmpty && release == nil && rest == identity { return nil }
        // Before its first segment a property shows that segment's start value, or its rest value.
        let initial = SymbolicValue(press.first?.from ?? release?.from ?? rest)
        var segments: [Segment<SymbolicValue>] = []
        for part in press {
            guard case .number(let begin) = part.begin, case .number(let duration) = part.duration else { continue }
            segments.append(Segment(begin: begin, duration: duration, from: part.from.map(SymbolicValue.init), to: SymbolicValue(part.to), curve: part.curve))
        }
        let keyframes: [PressProgram.Keyframe]
        if segments.isEmpty {
            keyframes = [0.0, 1.0].map { PressProgram.Keyframe(offset: $0, value: initial.expressions, easing: .linear) }
        } else {
            do {
                let compiled = try SegmentCompiler.track(segments, initial: initial, length: length).keyframes.map {
                    PressProgram.Keyframe(offset: $0.offset, value: $0.value.expressions, easing: $0.easing)
                }
                keyframes = wholeSprings ? Self.joiningSprings(compiled, segments: segments, length: length) : compiled
            } catch {
                throw StyleError(path: path, message: error.description)
            }
        }
        return PressProgram.Track(property: property, keyframes: keyframes, release: release)
    }

    /// A loop's springs as one keyframe interval each: a spring that runs to its end uninterrupted is
    /// `SegmentCompiler.springPieces` pieces between its begin and its end; they go, and the begin's
    /// keyframe names the spring. A spring cut short (by a later segment or the timeline's end) stays in
    /// pieces, whose last one is a cut Bézier no spring curve reproduces.
    static func joiningSprings(_ keyframes: [PressProgram.Keyframe], segments: [Segment<SymbolicValue>],
                               length: Double) -> [PressProgram.Keyframe] {
        var keyframes = keyframes
        let begins = segments.map(\.begin).sorted()
        for segment in segments {
            guard case .spring(let response) = segment.curve else { continue }
            let end = segment.begin + segment.length
            let next = begins.first { $0 > segment.begin + SegmentCompiler.epsilon } ?? .infinity
            guard end <= min(next, length) + SegmentCompiler.epsilon,
                  let first = keyframes.lastIndex(where: { abs($0.offset * length - segment.begin) < 1e-7 }),
                  first + SegmentCompiler.springPieces < keyframes.count,
                  abs(keyframes[first + SegmentCompiler.springPieces].offset * length - end) < 1e-7 else { continue }
            keyframes.removeSubrange(first + 1 ..< first + SegmentCompiler.springPieces)
            keyframes[first].easing = .linear
            keyframes[first].spring = response
        }
        return keyframes
    }

    private func scale(_ expression: Expression, by factor: Double) -> Expression {
        guard factor != 1 else { return expression }
        if case .number(let value) = expression { return .number(value * factor) }
        return .binary("*", expression, .number(factor))
    }
}
