import RippleRaster

/// GNU libmicrohttpd, loaded at run time like the raster libraries (`DynamicLibrary`): ripplegen builds and
/// generates everything without it, and `serve` names the Debian package when it is missing.
///
/// The functions are those of `microhttpd.h` (0.9.x, soname `libmicrohttpd.so.12`); the daemon is started
/// through `MHD_start_daemon_va` because Swift cannot call C variadic functions but can pass a `va_list`.
/// The signatures are declared in `MicroHTTPDFunctions` (RippleRaster), with the raster libraries' ones.
struct MicroHTTPD: @unchecked Sendable {
    /// `enum MHD_Result`.
    typealias Result = Int32
    typealias AccessHandler = MicroHTTPDFunctions.AccessHandler
    typealias CompletedHandler = MicroHTTPDFunctions.CompletedHandler

    static let yes: Result = 1
    static let no: Result = 0

    // enum MHD_FLAG
    static let useErrorLog: UInt32 = 1
    static let useInternalPollingThread: UInt32 = 8
    static let useEpoll: UInt32 = 512
    // enum MHD_OPTION
    static let optionEnd: Int32 = 0
    static let optionConnectionMemoryLimit: Int32 = 1
    static let optionConnectionLimit: Int32 = 2
    static let optionConnectionTimeout: Int32 = 3
    static let optionNotifyCompleted: Int32 = 4
    static let optionListenSocket: Int32 = 12
    static let optionThreadPoolSize: Int32 = 14
    // enum MHD_ValueKind
    static let headerKind: Int32 = 1
    static let getArgumentKind: Int32 = 8
    // enum MHD_ResponseMemoryMode
    static let mustCopy: Int32 = 2

    /// `MHD_start_daemon_va`; its `va_list` is passed as a pointer (see `MicroHTTPDFunctions`).
    let startDaemon: MicroHTTPDFunctions.StartDaemon
    let stopDaemon: MicroHTTPDFunctions.Destroy
    let lookup: MicroHTTPDFunctions.Lookup
    let createResponse: MicroHTTPDFunctions.CreateResponse
    let addHeader: MicroHTTPDFunctions.AddHeader
    let queueResponse: MicroHTTPDFunctions.QueueResponse
    let destroyResponse: MicroHTTPDFunctions.Destroy

    /// The library, loaded once.
    static func load() throws(LibraryMissing) -> MicroHTTPD {
        let library = try DynamicLibrary(["libmicrohttpd.so.12", "libmicrohttpd.12.dylib"], package: "libmicrohttpd12")
        let declared = MicroHTTPDFunctions()
        return MicroHTTPD(
            startDaemon: try library.function(declared.startDaemon),
            stopDaemon: try library.function(declared.stopDaemon),
            lookup: try library.function(declared.lookup),
            createResponse: try library.function(declared.createResponse),
            addHeader: try library.function(declared.addHeader),
            queueResponse: try library.function(declared.queueResponse),
            destroyResponse: try library.function(declared.destroyResponse))
    }
}
