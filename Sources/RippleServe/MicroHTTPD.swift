import RippleRaster

/// GNU libmicrohttpd, loaded at run time like the raster libraries (`DynamicLibrary`): ripplegen builds and
/// generates everything without it, and `serve` names the Debian package when it is missing.
///
/// The functions are those of `microhttpd.h` (0.9.x, soname `libmicrohttpd.so.12`); the daemon is started
/// through `MHD_start_daemon_va` because Swift cannot call C variadic functions but can pass a `va_list`.
struct MicroHTTPD: @unchecked Sendable {
    typealias Result = Int32
    /// `MHD_AccessHandlerCallback`.
    typealias AccessHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> Result
    /// `MHD_RequestCompletedCallback`.
    typealias CompletedHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32
    ) -> Void

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

    /// `MHD_start_daemon_va`. Its `va_list` is declared as the pointer it is passed as (`CVaListPointer` cannot
    /// appear in a `@convention(c)` type): on x86-64 and arm64 a `va_list` argument is a pointer to the list
    /// (`HTTPServer` bit-casts `withVaList`'s `CVaListPointer`, one pointer wide, to it).
    let startDaemon: @convention(c) (UInt32, UInt16, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, AccessHandler,
                                     UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> OpaquePointer?
    let stopDaemon: @convention(c) (OpaquePointer?) -> Void
    let lookup: @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    let createResponse: @convention(c) (Int, UnsafeMutableRawPointer?, Int32) -> OpaquePointer?
    let addHeader: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Result
    let queueResponse: @convention(c) (OpaquePointer?, UInt32, OpaquePointer?) -> Result
    let destroyResponse: @convention(c) (OpaquePointer?) -> Void

    /// The library, loaded once.
    static func load() throws(LibraryMissing) -> MicroHTTPD {
        let library = try DynamicLibrary(["libmicrohttpd.so.12", "libmicrohttpd.12.dylib"], package: "libmicrohttpd12")
        return MicroHTTPD(
            startDaemon: try library.function("MHD_start_daemon_va"),
            stopDaemon: try library.function("MHD_stop_daemon"),
            lookup: try library.function("MHD_lookup_connection_value"),
            createResponse: try library.function("MHD_create_response_from_buffer"),
            addHeader: try library.function("MHD_add_response_header"),
            queueResponse: try library.function("MHD_queue_response"),
            destroyResponse: try library.function("MHD_destroy_response"))
    }
}
