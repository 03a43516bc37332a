import Foundation

/// Compares a C prototype's text (`int (*)(const Bytef*, uInt)`) with the Swift `@convention(c)` type the
/// runtime prints for a `CFunction` (`@convention(c) (Optional<UnsafePointer<UInt8>>, UInt32) -> Int32`):
/// the parameter count and each C type against the Swift types that have its size and meaning.
///
/// The C text itself is checked against the real header by `Scripts/check-c-declarations.sh`; together the two
/// tie the Swift type ripplegen bit-casts `dlsym`'s pointer to to the header.
enum CTypeMapper {
    /// C scalar and typedef names and the Swift types that pass them (on LP64 Linux and macOS).
    static let scalars: [String: [String]] = [
        "void": ["()"], "char": ["Int8"], "unsigned char": ["UInt8"], "int": ["Int32"], "unsigned int": ["UInt32"],
        "long": ["Int"], "unsigned long": ["UInt"], "float": ["Float"], "double": ["Double"], "bool": ["Bool"],
        "uint8_t": ["UInt8"], "uint16_t": ["UInt16"], "socklen_t": ["UInt32"],
        // size_t is `unsigned long`; Swift imports it as Int, which the loaders use for sizes.
        "size_t": ["Int", "UInt"], "gsize": ["Int", "UInt"],
        "guint8": ["UInt8"], "gboolean": ["Int32"], "Bytef": ["UInt8"], "uInt": ["UInt32"], "uLong": ["UInt"], "uLongf": ["UInt"],
        "GifByteType": ["UInt8"], "GifPixelType": ["UInt8"],
        // Enums whose constants fit an int: int-sized (unsigned int when none is negative).
        "cairo_format_t": ["Int32", "UInt32"], "cairo_status_t": ["Int32", "UInt32"], "WebPPreset": ["Int32", "UInt32"],
    ]

    /// What is wrong between `prototype` and `swiftType` (empty: they agree). `callbacks` gives the Swift type of
    /// each callback typedef a parameter may name.
    static func mismatches(prototype: String, swiftType: String, callbacks: [String: String]) -> [String] {
        guard let c = parseC(prototype) else { return ["C text is not `RESULT (*)(PARAMETERS)` with (void) for none: \(prototype)"] }
        guard let swift = parseSwift(swiftType) else { return ["Swift type is not a @convention(c) function: \(swiftType)"] }
        guard c.parameters.count == swift.parameters.count else {
            return ["C has \(c.parameters.count) parameters, Swift \(swift.parameters.count)"]
        }
        var problems: [String] = []
        for (index, (cType, swiftParameter)) in zip(c.parameters, swift.parameters).enumerated() {
            let allowed = swiftTypes(for: cType, callbacks: callbacks)
            if !allowed.contains(unwrapped(swiftParameter)) {
                problems.append("parameter \(index + 1): C \(cType) is called as \(swiftParameter) (expected one of \(allowed.sorted()))")
            }
        }
        let allowed = swiftTypes(for: c.result, callbacks: callbacks)
        if !allowed.contains(unwrapped(swift.result)) {
            problems.append("result: C \(c.result) is returned as \(swift.result) (expected one of \(allowed.sorted()))")
        }
        return problems
    }

    /// The Swift spellings (without `Optional`) that pass the C type `text`.
    static func swiftTypes(for text: String, callbacks: [String: String]) -> Set<String> {
        let stars = text.filter { $0 == "*" }.count
        var words = text.replacingOccurrences(of: "*", with: " ").split(separator: " ").map(String.init)
        let constant = words.contains("const")
        words.removeAll { $0 == "const" }
        var base = words.joined(separator: " ")
        var depth = stars
        if base == "gpointer" { (base, depth) = ("void", depth + 1) }
        return swiftTypes(base: base, stars: depth, constant: constant, callbacks: callbacks)
    }

    private static func swiftTypes(base: String, stars: Int, constant: Bool, callbacks: [String: String]) -> Set<String> {
        if stars == 0 {
            if let callback = callbacks[base] { return [callback] }
            // x86-64 and arm64 (Linux) pass a va_list argument as a pointer to the list.
            if base == "va_list" { return ["UnsafeMutableRawPointer"] }
            if base.hasPrefix("enum ") { return ["Int32", "UInt32"] }
            return Set(scalars[base] ?? [])
        }
        if stars == 1 {
            if base == "void" { return [constant ? "UnsafeRawPointer" : "UnsafeMutableRawPointer"] }
            if let pointees = scalars[base] {
                return Set(pointees.map { constant ? "UnsafePointer<\($0)>" : "UnsafeMutablePointer<\($0)>" })
            }
            // A struct or an opaque type: ripplegen never reads its fields through a typed pointer.
            return ["OpaquePointer", constant ? "UnsafeRawPointer" : "UnsafeMutableRawPointer"]
        }
        let inner = swiftTypes(base: base, stars: stars - 1, constant: constant, callbacks: callbacks)
        return Set(inner.map { "UnsafeMutablePointer<Optional<\($0)>>" })
    }

    /// `RESULT (*)(A, B)` as its parts; nil for other text, and for `()`, which C reads as "any parameters".
    static func parseC(_ prototype: String) -> (result: String, parameters: [String])? {
        guard let star = prototype.range(of: " (*)("), prototype.hasSuffix(")") else { return nil }
        let result = String(prototype[..<star.lowerBound])
        let list = String(prototype[star.upperBound...].dropLast())
        if list == "void" { return (result, []) }
        let parameters = list.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !parameters.contains(where: \.isEmpty) else { return nil }
        return (result, parameters)
    }

    /// `@convention(c) (A, B) -> R` as its parts, split at the top level (parameters may be function types).
    static func parseSwift(_ type: String) -> (result: String, parameters: [String])? {
        let prefix = "@convention(c) "
        guard type.hasPrefix(prefix) else { return nil }
        let text = Array(type.dropFirst(prefix.count))
        var depth = 0, index = 0, parts: [String] = [], current = ""
        while index < text.count {
            let character = text[index]
            if character == "-", index + 1 < text.count, text[index + 1] == ">" {
                current += "->"
                index += 2
                continue
            }
            if "(<".contains(character) { depth += 1 }
            if ")>".contains(character) { depth -= 1 }
            if depth == 0 { break }
            if depth == 1, character == "," {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else if !(depth == 1 && character == "(") {
                current.append(character)
            }
            index += 1
        }
        guard index < text.count else { return nil }
        let rest = String(text[(index + 1)...])
        guard rest.hasPrefix(" -> ") else { return nil }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return (String(rest.dropFirst(4)), parts)
    }

    /// `Optional<X>` as `X` (a C pointer may be null either way).
    static func unwrapped(_ type: String) -> String {
        type.hasPrefix("Optional<") && type.hasSuffix(">") ? String(type.dropFirst(9).dropLast()) : type
    }
}
