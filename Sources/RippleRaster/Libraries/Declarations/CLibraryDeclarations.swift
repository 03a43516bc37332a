/// One C library's declarations: the headers and packages the check compiles against, and its functions as
/// the stored `CFunction` properties of the conforming struct (found by reflection, so a function declared
/// there cannot be left out of the check).
package protocol CLibraryDeclarations: Sendable {
    /// Headers to `#include` (in order) for the check.
    var headers: [String] { get }
    /// pkg-config modules whose `--cflags` find those headers.
    var pkgConfigModules: [String] { get }
    /// The Debian `-dev` packages that install them.
    var devPackages: [String] { get }
}

extension CLibraryDeclarations {
    /// Every `CFunction` stored in the struct, in declaration order.
    package var declarations: [any CDeclaration] {
        Mirror(reflecting: self).children.compactMap { $0.value as? any CDeclaration }
    }
}
