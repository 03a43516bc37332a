/// A 2-D point or offset in user units (CSS px at 1:1).
public struct Vector: Equatable, Hashable, Sendable, Codable {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double

    /// Creates a vector.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    package static let zero = Vector(0, 0)
}

/// A width and a height.
public struct Size: Equatable, Hashable, Sendable, Codable {
    /// Width in user units.
    public var width: Double
    /// Height in user units.
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle.
package struct Rect: Equatable, Hashable, Sendable, Codable {
    /// Left edge.
    package var x: Double
    /// Top edge.
    package var y: Double
    /// Width.
    package var width: Double
    /// Height.
    package var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    package var maxX: Double { x + width }
    /// Bottom edge.
    package var maxY: Double { y + height }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The rectangle grown outwards to whole units, so a viewBox never cuts a sub-pixel edge.
    package var integral: Rect {
        let minX = x.rounded(.down)
        let minY = y.rounded(.down)
        return Rect(x: minX, y: minY, width: maxX.rounded(.up) - minX, height: maxY.rounded(.up) - minY)
    }
}
