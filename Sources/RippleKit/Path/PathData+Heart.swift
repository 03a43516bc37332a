extension PathData {
    /// A symmetric heart whose bounds are exactly [−1, 1] × [−1, 1], centred on the origin (SVG y points
    /// down, so the point is at the bottom), the ripple content of SwiftRipple's example.
    ///
    /// Three cubics per side: from the dip between the lobes up to the top of a lobe, round to its outer
    /// side, then down to the point. Every extreme sits on an end point where the curve's tangent is
    /// horizontal or vertical (lobe tops at y = −1, sides at x = ±1) or at the point (y = 1), so the bounds
    /// are exact and fitting it to a rectangle needs no correction.
    package static let heart = PathData(commands: [
        .move(Vector(0, -0.6)),
        // Right half, clockwise on screen.
        .cubic(Vector(0.1, -0.88), Vector(0.3, -1), Vector(0.52, -1)),
        .cubic(Vector(0.8, -1), Vector(1, -0.78), Vector(1, -0.46)),
        .cubic(Vector(1, 0), Vector(0.42, 0.5), Vector(0, 1)),
        // Left half: the mirror image, traversed the other way.
        .cubic(Vector(-0.42, 0.5), Vector(-1, 0), Vector(-1, -0.46)),
        .cubic(Vector(-1, -0.78), Vector(-0.8, -1), Vector(-0.52, -1)),
        .cubic(Vector(-0.3, -1), Vector(-0.1, -0.88), Vector(0, -0.6)),
        .close,
    ])
}
