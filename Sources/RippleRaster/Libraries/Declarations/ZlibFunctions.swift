/// zlib's functions as `Zlib` calls them (`zlib.h`, zlib 1.2).
public struct ZlibFunctions: CLibraryDeclarations {
    public typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    public typealias CompressBound = @convention(c) (UInt) -> UInt
    public typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    public let headers = ["zlib.h"]
    public let pkgConfigModules = ["zlib"]
    public let devPackages = ["zlib1g-dev"]

    public let compress2 = CFunction<Compress2>("compress2", "int (*)(Bytef*, uLongf*, const Bytef*, uLong, int)")
    public let compressBound = CFunction<CompressBound>("compressBound", "uLong (*)(uLong)")
    public let crc32 = CFunction<CRC32>("crc32", "uLong (*)(uLong, const Bytef*, uInt)")

    public init() {}
}
