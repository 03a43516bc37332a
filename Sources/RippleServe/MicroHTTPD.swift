import CRippleLibraries
import RippleLibraries

/// GNU libmicrohttpd, loaded at run time like the raster libraries (`DynamicLibrary`; `ripple_microhttpd.h`
/// declares the functions): ripplegen builds and generates everything without it, and `serve` names the Debian
/// package when it is missing.
///
/// The functions are those of `microhttpd.h` (0.9.x, soname `libmicrohttpd.so.12`); the daemon is started
/// through `MHD_start_daemon_va` because Swift cannot call C variadic functions but can pass a `va_list`.
/// This type holds the constants of the header's enums that ripplegen passes.
enum MicroHTTPD {
    /// The functions, called by their C names.
    typealias Functions = CFunctions<RippleMicroHTTPDFunctions>
    /// `enum MHD_Result`.
    typealias Result = Int32
    typealias AccessHandler = MHD_AccessHandlerCallback
    typealias CompletedHandler = MHD_RequestCompletedCallback

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

    /// The library, loaded once.
    static func load() throws(LibraryMissing) -> Functions {
        try CFunctions([DynamicLibrary(["libmicrohttpd.so.12", "libmicrohttpd.12.dylib"], package: "libmicrohttpd12")],
                       ripple_microhttpd_load)
    }
}
