import RippleKit

/// Ripples that are one ripple shifted in time (`--rings N`, `pulse`), found so that their keyframes are
/// written once.
///
/// Lottie shares a keyframe list only through precomposition: an `assets` entry holds the layer once and
/// `ty: 0` layers place it, each with its own start time `st`, by which players shift the content's time
/// (measured with Debian's rlottie 0.1 and python-lottie; shape layers' keyframes are not shifted by their
/// `st`, which is why unshared layers are written at their own times). Ripples are one group when they
/// are equal once their delays are set to 0, and every shift from the group's earliest ripple is a whole
/// number of frames: rlottie evaluates a precomposition at whole content frames, so a fractional `st`
/// would show a frame that is off by part of a frame.
struct LottieSharing: Equatable {
    /// The model indices of the ripples drawn from one asset, ascending, and how far each is shifted.
    struct Group: Equatable {
        /// The member with the earliest delay: the asset is its keyframes.
        let reference: Int
        /// Model index → frames after the reference (the precomposition layer's `st`, ≥ 0).
        let shifts: [Int: Double]

        /// The largest shift, in frames: how far before frame 0 the asset must reach.
        var reach: Double { shifts.values.max() ?? 0 }
    }

    /// The groups of two or more ripples, in the order of their first member.
    let groups: [Group]

    /// The groups of `layers` at `fps`.
    init(_ layers: [RippleLayer], fps: Double) {
        let keys = layers.map(Self.unshifted)
        var taken = Set<Int>()
        var groups: [Group] = []
        for index in layers.indices where !taken.contains(index) {
            guard let key = keys[index] else { continue }
            let alike = layers.indices.filter { !taken.contains($0) && keys[$0] == key }
            guard let reference = alike.min(by: { layers[$0].group.timing.delay < layers[$1].group.timing.delay }) else { continue }
            var shifts: [Int: Double] = [:]
            for member in alike {
                let frames = (layers[member].group.timing.delay - layers[reference].group.timing.delay) * fps
                if abs(frames - frames.rounded()) < 1e-6 { shifts[member] = frames.rounded() }
            }
            guard shifts.count >= 2 else { continue }
            taken.formUnion(shifts.keys)
            groups.append(Group(reference: reference, shifts: shifts))
        }
        self.groups = groups
    }

    /// The group that draws model layer `index`, with its position in `groups`.
    func group(of index: Int) -> (offset: Int, group: Group)? {
        groups.enumerated().first { $0.element.shifts[index] != nil }.map { ($0.offset, $0.element) }
    }

    /// The layer with its delay set to 0: equal for ripples that differ only by a shift in time.
    private static func unshifted(_ layer: RippleLayer) -> RippleLayer? {
        let timing = layer.group.timing
        guard let zero = try? Timing(duration: timing.duration, delay: 0, repeatCount: timing.repeatCount, fill: timing.fill) else {
            return nil
        }
        var copy = layer
        copy.group.timing = zero
        return copy
    }
}
