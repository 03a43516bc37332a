/// zlib's functions as `Zlib` calls them (`zlib.h`, zlib 1.2).
package struct ZlibFunctions: CLibraryDeclarations {
    package typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    package typealias CompressBound = @convention(c) (UInt) -> UInt
    package typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    package let headers = ["zlib.h"]
    package let pkgConfigModules = ["zlib"]
    package let devPackages = ["zlib1g-dev"]

    package let compress2 = CFunction<Compress2>("compress2", "int (*)(Bytef*, uLongf*, const Bytef*, uLong, int)")
    package let compressBound = CFunction<CompressBound>("compressBound", "uLong (*)(uLong)")
    package let crc32 = CFunction<CRC32>("crc32", "uLong (*)(uLong, const Bytef*, uInt)")

    package init() {}
}
