/* GNU libmicrohttpd 0.9.x (`microhttpd.h`, soname libmicrohttpd.so.12), for `ripplegen serve`. The daemon is
 * started through MHD_start_daemon_va: Swift cannot call a C variadic function but can pass a `va_list`. */
#ifndef RIPPLE_MICROHTTPD_H
#define RIPPLE_MICROHTTPD_H
#include "ripple_declare.h"
#include <stdarg.h>
#include <sys/socket.h>

struct MHD_Daemon;
struct MHD_Connection;
struct MHD_Response;
RIPPLE_ENUM_SIZE(enum MHD_Result, int)
RIPPLE_ENUM_SIZE(enum MHD_ValueKind, int)
RIPPLE_ENUM_SIZE(enum MHD_ResponseMemoryMode, int)
RIPPLE_ENUM_SIZE(enum MHD_RequestTerminationCode, int)

#define RIPPLE_MICROHTTPD_CALLBACKS(C) \
    C(RIPPLE_ENUM(enum MHD_Result, int), MHD_AcceptPolicyCallback, (void *, const struct sockaddr *, socklen_t)) \
    C(RIPPLE_ENUM(enum MHD_Result, int), MHD_AccessHandlerCallback, \
      (void *, struct MHD_Connection *, const char *, const char *, const char *, const char *, size_t *, void **)) \
    C(void, MHD_RequestCompletedCallback, \
      (void *, struct MHD_Connection *, void **, RIPPLE_ENUM(enum MHD_RequestTerminationCode, int)))
RIPPLE_CALLBACKS(RIPPLE_MICROHTTPD_CALLBACKS)

#define RIPPLE_MICROHTTPD_FUNCTIONS(F) \
    F(struct MHD_Daemon *, MHD_start_daemon_va, \
      (unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *, va_list)) \
    F(void, MHD_stop_daemon, (struct MHD_Daemon *)) \
    F(const char *, MHD_lookup_connection_value, (struct MHD_Connection *, RIPPLE_ENUM(enum MHD_ValueKind, int), const char *)) \
    F(struct MHD_Response *, MHD_create_response_from_buffer, (size_t, void *, RIPPLE_ENUM(enum MHD_ResponseMemoryMode, int))) \
    F(RIPPLE_ENUM(enum MHD_Result, int), MHD_add_response_header, (struct MHD_Response *, const char *, const char *)) \
    F(RIPPLE_ENUM(enum MHD_Result, int), MHD_queue_response, (struct MHD_Connection *, unsigned int, struct MHD_Response *)) \
    F(void, MHD_destroy_response, (struct MHD_Response *))

RIPPLE_LIBRARY(RippleMicroHTTPDFunctions, ripple_microhttpd_load, RIPPLE_MICROHTTPD_FUNCTIONS)
#endif
