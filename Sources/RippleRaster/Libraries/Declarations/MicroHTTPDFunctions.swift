/// GNU libmicrohttpd's functions and callbacks as `ripplegen serve` (`MicroHTTPD`) calls them (`microhttpd.h`,
/// 0.9.x). Declared here, beside the raster libraries, so that one list holds every C function ripplegen loads.
///
/// `MHD_start_daemon_va`'s `va_list` is declared as the pointer it is passed as (`CVaListPointer` cannot appear
/// in a `@convention(c)` type): on x86-64 and arm64 a `va_list` argument is a pointer to the list.
/// `enum MHD_Result` (`MHD_YES`, `MHD_NO`) is an `int`-sized enum, called as `Int32`.
package struct MicroHTTPDFunctions: CLibraryDeclarations {
    /// `MHD_AcceptPolicyCallback` (ripplegen passes none: it listens on 127.0.0.1 only).
    package typealias AcceptPolicy = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UInt32) -> Int32
    /// `MHD_AccessHandlerCallback`.
    package typealias AccessHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> Int32
    /// `MHD_RequestCompletedCallback`.
    package typealias CompletedHandler = @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32
    ) -> Void
    package typealias StartDaemon = @convention(c) (
        UInt32, UInt16, AcceptPolicy?, UnsafeMutableRawPointer?, AccessHandler, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> OpaquePointer?
    package typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    package typealias Lookup = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    package typealias CreateResponse = @convention(c) (Int, UnsafeMutableRawPointer?, Int32) -> OpaquePointer?
    package typealias AddHeader = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    package typealias QueueResponse = @convention(c) (OpaquePointer?, UInt32, OpaquePointer?) -> Int32

    package let headers = ["stdarg.h", "stdint.h", "sys/socket.h", "microhttpd.h"]
    package let pkgConfigModules = ["libmicrohttpd"]
    package let devPackages = ["libmicrohttpd-dev"]

    package let acceptPolicy = CFunction<AcceptPolicy>(
        typedef: "MHD_AcceptPolicyCallback", "enum MHD_Result (*)(void*, const struct sockaddr*, socklen_t)")
    package let accessHandler = CFunction<AccessHandler>(
        typedef: "MHD_AccessHandlerCallback",
        "enum MHD_Result (*)(void*, struct MHD_Connection*, const char*, const char*, const char*, const char*, size_t*, void**)")
    package let completedHandler = CFunction<CompletedHandler>(
        typedef: "MHD_RequestCompletedCallback", "void (*)(void*, struct MHD_Connection*, void**, enum MHD_RequestTerminationCode)")
    package let startDaemon = CFunction<StartDaemon>(
        "MHD_start_daemon_va",
        "struct MHD_Daemon* (*)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void*, MHD_AccessHandlerCallback, void*, va_list)")
    package let stopDaemon = CFunction<Destroy>("MHD_stop_daemon", "void (*)(struct MHD_Daemon*)")
    package let lookup = CFunction<Lookup>(
        "MHD_lookup_connection_value", "const char* (*)(struct MHD_Connection*, enum MHD_ValueKind, const char*)")
    package let createResponse = CFunction<CreateResponse>(
        "MHD_create_response_from_buffer", "struct MHD_Response* (*)(size_t, void*, enum MHD_ResponseMemoryMode)")
    package let addHeader = CFunction<AddHeader>(
        "MHD_add_response_header", "enum MHD_Result (*)(struct MHD_Response*, const char*, const char*)")
    package let queueResponse = CFunction<QueueResponse>(
        "MHD_queue_response", "enum MHD_Result (*)(struct MHD_Connection*, unsigned int, struct MHD_Response*)")
    package let destroyResponse = CFunction<Destroy>("MHD_destroy_response", "void (*)(struct MHD_Response*)")

    package init() {}
}
