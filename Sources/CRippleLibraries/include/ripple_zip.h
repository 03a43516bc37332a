/* libzip 1.x (`zip.h`, soname libzip.so.4): the dotLottie archive (`--format dotlottie`) written and read in memory,
 * never through a file: a buffer source is the archive, `zip_source_buffer` each entry. Only opaque handles cross
 * the boundary (`zip_error_t` is allocated by the caller with room to spare and used through its functions), so no
 * struct layout of libzip's is declared here. */
#ifndef RIPPLE_ZIP_H
#define RIPPLE_ZIP_H
#include "ripple_declare.h"

typedef uint8_t zip_uint8_t;
typedef uint16_t zip_uint16_t;
typedef int32_t zip_int32_t;
typedef uint32_t zip_uint32_t;
typedef int64_t zip_int64_t;
typedef uint64_t zip_uint64_t;
typedef zip_uint32_t zip_flags_t;
typedef struct zip zip_t;
typedef struct zip_source zip_source_t;
typedef struct zip_file zip_file_t;
typedef struct zip_error zip_error_t;

#define RIPPLE_ZIP_FUNCTIONS(F) \
    F(zip_source_t *, zip_source_buffer_create, (const void *, zip_uint64_t, int, zip_error_t *)) \
    F(zip_t *, zip_open_from_source, (zip_source_t *, int, zip_error_t *)) \
    F(void, zip_source_keep, (zip_source_t *)) \
    F(void, zip_source_free, (zip_source_t *)) \
    F(zip_source_t *, zip_source_buffer, (zip_t *, const void *, zip_uint64_t, int)) \
    F(zip_int64_t, zip_file_add, (zip_t *, const char *, zip_source_t *, zip_flags_t)) \
    F(int, zip_set_file_compression, (zip_t *, zip_uint64_t, zip_int32_t, zip_uint32_t)) \
    F(int, zip_file_set_dostime, (zip_t *, zip_uint64_t, zip_uint16_t, zip_uint16_t, zip_flags_t)) \
    F(int, zip_file_set_external_attributes, (zip_t *, zip_uint64_t, zip_flags_t, zip_uint8_t, zip_uint32_t)) \
    F(int, zip_close, (zip_t *)) \
    F(void, zip_discard, (zip_t *)) \
    F(const char *, zip_strerror, (zip_t *)) \
    F(int, zip_source_open, (zip_source_t *)) \
    F(int, zip_source_seek, (zip_source_t *, zip_int64_t, int)) \
    F(zip_int64_t, zip_source_tell, (zip_source_t *)) \
    F(zip_int64_t, zip_source_read, (zip_source_t *, void *, zip_uint64_t)) \
    F(int, zip_source_close, (zip_source_t *)) \
    F(zip_int64_t, zip_get_num_entries, (zip_t *, zip_flags_t)) \
    F(const char *, zip_get_name, (zip_t *, zip_uint64_t, zip_flags_t)) \
    F(zip_file_t *, zip_fopen_index, (zip_t *, zip_uint64_t, zip_flags_t)) \
    F(zip_int64_t, zip_fread, (zip_file_t *, void *, zip_uint64_t)) \
    F(int, zip_fclose, (zip_file_t *)) \
    F(void, zip_error_init, (zip_error_t *)) \
    F(const char *, zip_error_strerror, (zip_error_t *)) \
    F(void, zip_error_fini, (zip_error_t *))

RIPPLE_LIBRARY(RippleZipFunctions, ripple_zip_load, RIPPLE_ZIP_FUNCTIONS)
#endif
