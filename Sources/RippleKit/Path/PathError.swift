/// Why SVG path data could not be parsed, or a parsed path could not be fitted.
///
/// Parse errors point at the offending character so the CLI can show the user where their
/// `--shape path:…` text went wrong; `position` counts Unicode scalars, not bytes, like expression errors.
package struct PathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based character (Unicode scalar) index in the path text where the problem starts (one past the
    /// last character when the text ended too early), or `nil` when the problem is not tied to the text, as
    /// in `fitted(into:)`.
    package var position: Int?
    /// A short lower-case message, such as `expected a number after 'L'`.
    package var message: String

    /// Creates an error.
    package init(_ message: String, at position: Int? = nil) {
        self.message = message
        self.position = position
    }

    /// `message at character N`, the same shape as expression errors.
    package var description: String {
        guard let position else { return message }
        return "\(message) at character \(position)"
    }
}
