/// One C function ripplegen calls through `DynamicLibrary`, declared once: its symbol, its type as C text and
/// the Swift `@convention(c)` type it is called as (`Signature`).
///
/// The C text is what `Scripts/check-c-declarations.sh` compiles against the real header
/// (`__builtin_types_compatible_p`), and the Swift type is what the loader bit-casts the `dlsym` pointer to;
/// `CDeclarationTests` checks that the two agree. A wrong declaration so fails a check instead of compiling
/// and corrupting memory at run time. `Signature` is only a type: no value of it is stored.
package struct CFunction<Signature>: CDeclaration {
    /// The name `dlsym` looks up, or a callback's typedef name.
    package let symbol: String
    /// The C type as a pointer-to-function type name, without parameter names: `int (*)(const Bytef*, uInt)`.
    package let prototype: String
    /// Whether `symbol` is a function to load or a callback typedef ripplegen implements.
    package let kind: CDeclarationKind

    /// A function of the library, looked up by `symbol`.
    package init(_ symbol: String, _ prototype: String) {
        self.symbol = symbol
        self.prototype = prototype
        kind = .function
    }

    /// A callback type the header names `typedef` (ripplegen passes Swift closures of `Signature`).
    package init(typedef: String, _ prototype: String) {
        symbol = typedef
        self.prototype = prototype
        kind = .callback
    }

    /// The Swift type as the runtime spells it: `@convention(c) (Int32, Optional<OpaquePointer>) -> ()`.
    package var swiftType: String { String(describing: Signature.self) }
}

/// A `CFunction` of any signature, for the lists the checks walk.
package protocol CDeclaration: Sendable {
    /// The symbol or typedef name.
    var symbol: String { get }
    /// The C type text.
    var prototype: String { get }
    /// Function or callback typedef.
    var kind: CDeclarationKind { get }
    /// The Swift `@convention(c)` type, as the runtime spells it.
    var swiftType: String { get }
}

/// What a declaration's symbol names, which decides how the check compares it with the header.
package enum CDeclarationKind: Sendable {
    /// A function: the check compares `__typeof__(&symbol)` with the prototype.
    case function
    /// A function pointer typedef: the check compares the typedef itself with the prototype.
    case callback
}
