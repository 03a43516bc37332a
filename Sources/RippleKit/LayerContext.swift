/// Everything a layer template needs to become a `RippleLayer`, fixed once per resolution.
struct LayerContext {
    let variables: [String: Double]
    let color: RGBA
    let strokeWidth: Double
    let mainEasing: Easing
    let baseDuration: Double
    let timeScale: Double
    let delay: Double
    let repeatCount: Repeat
    let fill: FillMode

    func resolve(_ layer: StyleTemplate.LayerTemplate, path: String) throws(StyleError) -> RippleLayer {
        let shape: Shape
        switch layer.shape {
        case "circle":
            shape = .circle(radius: try number(layer.r, path: "\(path).r"))
        case "ellipse":
            shape = .ellipse(rx: try number(layer.rx, path: "\(path).rx"), ry: try number(layer.ry, path: "\(path).ry"))
        case let other:
            throw StyleError(path: "\(path).shape", message: "'\(other)' is not circle or ellipse")
        }
        let stroked: Bool
        switch layer.paint {
        case "fill": stroked = false
        case "stroke": stroked = true
        case let other: throw StyleError(path: "\(path).paint", message: "'\(other)' is not fill or stroke")
        }
        guard layer.center.count == 2 else { throw StyleError(path: "\(path).center", message: "expected [x, y]") }
        let center = Vector(
            try StyleTemplate.evaluate(layer.center[0], variables, path: "\(path).center[0]"),
            try StyleTemplate.evaluate(layer.center[1], variables, path: "\(path).center[1]")
        )
        let layerDelay = try layer.delay.map { (quantity) throws(StyleError) in
            try StyleTemplate.evaluate(quantity, variables, path: "\(path).delay")
        } ?? 0
        let rest = LayerValues(
            scale: try layer.rest?.scale.map { (q) throws(StyleError) in try StyleTemplate.evaluate(q, variables, path: "\(path).rest.scale") } ?? 1,
            opacity: try layer.rest?.opacity.map { (q) throws(StyleError) in try StyleTemplate.evaluate(q, variables, path: "\(path).rest.opacity") } ?? 1,
            translate: .zero,
            strokeWidth: stroked ? strokeWidth : 0
        )
        let timing: Timing
        do {
            timing = try Timing(duration: baseDuration * timeScale, delay: delay + layerDelay * timeScale,
                                repeatCount: repeatCount, fill: fill)
        } catch {
            throw StyleError(path: "timing", message: error.description)
        }
        let tracks = layer.tracks
        let group = KeyframeGroup(
            timing: timing,
            scale: try scalarTrack(tracks.scale, path: "\(path).tracks.scale"),
            opacity: try scalarTrack(tracks.opacity, path: "\(path).tracks.opacity"),
            translate: try vectorTrack(tracks.translate, path: "\(path).tracks.translate"),
            strokeWidth: try scalarTrack(tracks.strokeWidth, path: "\(path).tracks.strokeWidth")
        )
        let paint = stroked ? Paint(stroke: color) : Paint(fill: color)
        do {
            return try RippleLayer(shape: shape, paint: paint, center: center, rest: rest, group: group)
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }

    private func number(_ quantity: Quantity?, path: String) throws(StyleError) -> Double {
        guard let quantity else { throw StyleError(path: path, message: "missing") }
        return try StyleTemplate.evaluate(quantity, variables, path: path)
    }

    private func scalarTrack(_ frames: [StyleTemplate.KeyframeTemplate]?, path: String) throws(StyleError) -> Track<Double>? {
        try track(frames, path: path) { (values, valuePath) throws(StyleError) in
            guard values.count == 1 else { throw StyleError(path: valuePath, message: "expected one number") }
            return values[0]
        }
    }

    private func vectorTrack(_ frames: [StyleTemplate.KeyframeTemplate]?, path: String) throws(StyleError) -> Track<Vector>? {
        try track(frames, path: path) { (values, valuePath) throws(StyleError) in
            guard values.count == 2 else { throw StyleError(path: valuePath, message: "expected [x, y]") }
            return Vector(values[0], values[1])
        }
    }

    private func track<Value>(
        _ frames: [StyleTemplate.KeyframeTemplate]?, path: String,
        makeValue: ([Double], String) throws(StyleError) -> Value
    ) throws(StyleError) -> Track<Value>? {
        guard let frames else { return nil }
        var keyframes: [Keyframe<Value>] = []
        for (index, frame) in frames.enumerated() {
            let framePath = "\(path)[\(index)]"
            let at = try StyleTemplate.evaluate(frame.at, variables, path: "\(framePath).at")
            var numbers: [Double] = []
            for (component, quantity) in frame.value.enumerated() {
                numbers.append(try StyleTemplate.evaluate(quantity, variables, path: "\(framePath).value[\(component)]"))
            }
            let easing: Easing
            switch frame.easing ?? "linear" {
            case "main": easing = mainEasing
            case let name:
                do { easing = try Easing.parse(name) } catch {
                    throw StyleError(path: "\(framePath).easing", message: error.description)
                }
            }
            keyframes.append(Keyframe(at / baseDuration, try makeValue(numbers, "\(framePath).value"), easing))
        }
        do {
            return try Track(keyframes)
        } catch {
            throw StyleError(path: path, message: error.description)
        }
    }
}
