import CRippleLibraries

/// A C library's functions, loaded: called by their C names (`rsvg.cairo_destroy(context)`), with the types
/// Swift imports from the one declaration of each in the `CRippleLibraries` headers.
///
/// `Table` is the struct of function pointers a library's header declares (`RippleRSVGFunctions`); its loader
/// fills it with `dlsym` from the libraries given, and a function none of them has is a `LibraryMissing` naming
/// it (an older version of the library lacks it). Once loaded, no pointer of the table is `NULL`.
@dynamicMemberLookup
package struct CFunctions<Table>: @unchecked Sendable {
    /// The C loader of a library's header: the handles, their count, where to put a missing function's name.
    package typealias Loader = (UnsafePointer<UnsafeMutableRawPointer?>?, Int, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Table

    private let table: Table

    /// Looks the table's functions up in `libraries`, each in the first library that has it.
    ///
    /// - Throws: `LibraryMissing` naming the function none of them has, and the first library's package.
    package init(_ libraries: [DynamicLibrary], _ load: Loader) throws(LibraryMissing) {
        let handles: [UnsafeMutableRawPointer?] = libraries.map(\.rawHandle)
        var missing: UnsafePointer<CChar>?
        table = handles.withUnsafeBufferPointer { load($0.baseAddress, $0.count, &missing) }
        if let missing {
            let names = libraries.map(\.name).joined(separator: " or ")
            throw LibraryMissing(library: "\(names) (function \(String(cString: missing)))", package: libraries.first?.package ?? "?")
        }
    }

    /// The function of that name.
    package subscript<Function>(dynamicMember function: KeyPath<Table, Function?>) -> Function {
        // Never nil: the loader threw for a function it did not find.
        table[keyPath: function].unsafelyUnwrapped
    }
}
