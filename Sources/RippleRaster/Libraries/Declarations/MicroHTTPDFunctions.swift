/// GNU libmicrohttpd's functions and callbacks as `ripplegen serve` (`MicroHTTPD`) calls them (`microhttpd.h`,
/// 0.9.x). Declared here, beside the raster libraries, so that one list holds every C function ripplegen loads.
///
/// `MHD_start_daemon_va`'s `va_list` is declared as the pointer it is passed as (`CVaListPointer` cannot appear
/// in a `@convention(c)` type): on x86-64 and arm64 a `va_list` argument is a pointer to the list.
/// `enum MHD_Result` (`MHD_YES`, `MHD_NO`) is an `int`-sized enum, called as `Int32`.
public struct MicroHTTPDFunctions: CLibraryDeclarations {
    /// `MHD_AcceptPolicyCallback` (ripplegen passes none: it listens on 127.0.0.1 only).
    public typealias AcceptPolicy = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt32) -> Int32
    /// `MHD_AccessHandlerCallback`.
    public typealias AccessHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> Int32
    /// `MHD_RequestCompletedCallback`.
    public typealias CompletedHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32
    ) -> Void
    public typealias StartDaemon = @convention(c) (
        UInt32, UInt16, AcceptPolicy?, UnsafeMutableRawPointer?, AccessHandler, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> OpaquePointer?
    public typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    public typealias Lookup = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    public typealias CreateResponse = @convention(c) (Int, UnsafeMutableRawPointer?, Int32) -> OpaquePointer?
    public typealias AddHeader = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    public typealias QueueResponse = @convention(c) (OpaquePointer?, UInt32, OpaquePointer?) -> Int32

    public let headers = ["stdarg.h", "stdint.h", "sys/socket.h", "microhttpd.h"]
    public let pkgConfigModules = ["libmicrohttpd"]
    public let devPackages = ["libmicrohttpd-dev"]

    public let acceptPolicy = CFunction<AcceptPolicy>(
        typedef: "MHD_AcceptPolicyCallback", "enum MHD_Result (*)(void*, const struct sockaddr*, socklen_t)")
    public let accessHandler = CFunction<AccessHandler>(
        typedef: "MHD_AccessHandlerCallback",
        "enum MHD_Result (*)(void*, struct MHD_Connection*, const char*, const char*, const char*, const char*, size_t*, void**)")
    public let completedHandler = CFunction<CompletedHandler>(
        typedef: "MHD_RequestCompletedCallback", "void (*)(void*, struct MHD_Connection*, void**, enum MHD_RequestTerminationCode)")
    public let startDaemon = CFunction<StartDaemon>(
        "MHD_start_daemon_va",
        "struct MHD_Daemon* (*)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void*, MHD_AccessHandlerCallback, void*, va_list)")
    public let stopDaemon = CFunction<Destroy>("MHD_stop_daemon", "void (*)(struct MHD_Daemon*)")
    public let lookup = CFunction<Lookup>(
        "MHD_lookup_connection_value", "const char* (*)(struct MHD_Connection*, enum MHD_ValueKind, const char*)")
    public let createResponse = CFunction<CreateResponse>(
        "MHD_create_response_from_buffer", "struct MHD_Response* (*)(size_t, void*, enum MHD_ResponseMemoryMode)")
    public let addHeader = CFunction<AddHeader>(
        "MHD_add_response_header", "enum MHD_Result (*)(struct MHD_Response*, const char*, const char*)")
    public let queueResponse = CFunction<QueueResponse>(
        "MHD_queue_response", "enum MHD_Result (*)(struct MHD_Connection*, unsigned int, struct MHD_Response*)")
    public let destroyResponse = CFunction<Destroy>("MHD_destroy_response", "void (*)(struct MHD_Response*)")

    public init() {}
}
