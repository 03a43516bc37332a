import RippleDiagnostics
import RippleJSON
/// The ripple's outline as chosen by the user: `circle`, `ellipse`, `heart` or `path:D`.
public enum ShapeOption: Equatable, Sendable {
    case circle
    case ellipse
    case heart
    /// User path data, fitted (aspect kept, centred) into the ripple's box.
    case path(PathData)

    /// Parses `circle`, `ellipse`, `heart` or `path:D`.
    ///
    /// - Throws: `StyleError` about the option; a template reader places it at the key instead.
    public static func parse(_ text: String) throws(StyleError) -> ShapeOption {
        switch text {
        case "circle": return .circle
        case "ellipse": return .ellipse
        case "heart": return .heart
        default:
            guard text.hasPrefix("path:") else {
                let hint = Suggest.closest(to: text, in: ["circle", "ellipse", "heart"]).map { "; did you mean '\($0)'?" } ?? ""
                throw StyleError(.option(.shape), "unknown shape '\(Printable.text(text))'\(hint) (circle, ellipse, heart or path:D)")
            }
            do {
                return .path(try PathData(parsing: String(text.dropFirst(5))))
            } catch {
                throw StyleError(.option(.shape), "path data: \(error)")
            }
        }
    }

    /// The model shape with half extents `rx`, `ry` around the origin.
    func shape(rx: Double, ry: Double) throws(StyleError) -> Shape {
        switch self {
        case .circle: return .circle(radius: min(rx, ry))
        case .ellipse: return .ellipse(rx: rx, ry: ry)
        case .heart: return try fitted(PathData.heart, rx: rx, ry: ry)
        case .path(let data): return try fitted(data, rx: rx, ry: ry)
        }
    }

    private func fitted(_ data: PathData, rx: Double, ry: Double) throws(StyleError) -> Shape {
        do {
            return .path(try data.fitted(into: Rect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry)))
        } catch {
            throw StyleError(.option(.shape), "path data: \(error)")
        }
    }
}

/// The clip as chosen by the user: `none`, `bounds`, `rounded:R`, `circle` or `path:D`.
public enum ClipOption: Equatable, Sendable {
    case none
    case bounds
    case rounded(Double)
    case circle
    /// User path data in view coordinates (like MDC's mask from the superview's shadow path).
    case path(PathData)

    /// Parses a clip option.
    ///
    /// - Throws: `StyleError` about the option; a template reader places it at the key instead.
    public static func parse(_ text: String) throws(StyleError) -> ClipOption {
        switch text {
        case "none": return .none
        case "bounds": return .bounds
        case "circle": return .circle
        default:
            if text.hasPrefix("rounded:") {
                let number = String(text.dropFirst(8))
                if let refusal = StrictNumber.refusal(number) { throw StyleError(.option(.clip), refusal) }
                guard let radius = StrictNumber.parse(number), radius >= 0, radius <= StyleOptions.maximumSide else {
                    throw StyleError(.option(.clip), "'\(text)' needs a corner radius from 0 to \(Int(StyleOptions.maximumSide)) (e.g. rounded:14)")
                }
                return .rounded(radius)
            }
            if text.hasPrefix("path:") {
                do {
                    return .path(try PathData(parsing: String(text.dropFirst(5))))
                } catch {
                    throw StyleError(.option(.clip), "path data: \(error)")
                }
            }
            let hint = Suggest.closest(to: text, in: ["none", "bounds", "circle", "rounded:R", "path:D"]).map { "; did you mean '\($0)'?" } ?? ""
            throw StyleError(.option(.clip), "unknown clip '\(text)'\(hint) (none, bounds, rounded:R, circle or path:D)")
        }
    }

    /// The model clip for a view of `size`.
    func clip(for size: Size) -> Clip? {
        let view = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch self {
        case .none: return nil
        case .bounds: return .rect(view, cornerRadius: 0)
        case .rounded(let radius): return .rect(view, cornerRadius: min(radius, min(size.width, size.height) / 2))
        case .circle:
            let side = min(size.width, size.height)
            return .ellipse(Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
        case .path(let data): return .path(data)
        }
    }
}
