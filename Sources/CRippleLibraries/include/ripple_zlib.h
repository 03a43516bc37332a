/* zlib 1.2 (`zlib.h`, soname libz.so.1): deflate for PNG image data and batch's gzip sizes, CRC-32 for PNG chunks.
 * `compress2` makes exactly a PNG's IDAT/fdAT data (a zlib stream) without declaring `z_stream`, whose layout
 * differs between platforms. */
#ifndef RIPPLE_ZLIB_H
#define RIPPLE_ZLIB_H
#include "ripple_declare.h"

typedef unsigned char Bytef;
typedef unsigned int uInt;
typedef unsigned long uLong;
typedef unsigned long uLongf;

#define RIPPLE_ZLIB_FUNCTIONS(F) \
    F(int, compress2, (Bytef *, uLongf *, const Bytef *, uLong, int)) \
    F(uLong, compressBound, (uLong)) \
    F(uLong, crc32, (uLong, const Bytef *, uInt))

RIPPLE_LIBRARY(RippleZlibFunctions, ripple_zlib_load, RIPPLE_ZLIB_FUNCTIONS)
#endif
