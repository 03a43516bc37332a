/* giflib 5's streaming writer (`gif_lib.h`, soname libgif.so.7). The colour map is passed as bytes (a
 * `GifColorType` is three `GifByteType`s: red, green, blue) and made by giflib, so no layout matters here. */
#ifndef RIPPLE_GIF_H
#define RIPPLE_GIF_H
#include "ripple_declare.h"

typedef unsigned char GifByteType;
typedef unsigned char GifPixelType;
typedef struct GifFileType GifFileType;
typedef struct ColorMapObject ColorMapObject;
typedef struct GifColorType GifColorType;

#define RIPPLE_GIF_CALLBACKS(C) \
    C(int, OutputFunc, (GifFileType *, const GifByteType *, int))
RIPPLE_CALLBACKS(RIPPLE_GIF_CALLBACKS)

#define RIPPLE_GIF_FUNCTIONS(F) \
    F(GifFileType *, EGifOpen, (void *, OutputFunc, int *)) \
    F(int, EGifCloseFile, (GifFileType *, int *)) \
    F(void, EGifSetGifVersion, (GifFileType *, bool)) \
    F(int, EGifPutScreenDesc, (GifFileType *, int, int, int, int, const ColorMapObject *)) \
    F(int, EGifPutImageDesc, (GifFileType *, int, int, int, int, bool, const ColorMapObject *)) \
    F(int, EGifPutLine, (GifFileType *, GifPixelType *, int)) \
    F(int, EGifPutExtension, (GifFileType *, int, int, const void *)) \
    F(int, EGifPutExtensionLeader, (GifFileType *, int)) \
    F(int, EGifPutExtensionBlock, (GifFileType *, int, const void *)) \
    F(int, EGifPutExtensionTrailer, (GifFileType *)) \
    F(ColorMapObject *, GifMakeMapObject, (int, const GifColorType *)) \
    F(void, GifFreeMapObject, (ColorMapObject *)) \
    F(const char *, GifErrorString, (int))

RIPPLE_LIBRARY(RippleGIFFunctions, ripple_gif_load, RIPPLE_GIF_FUNCTIONS)
#endif
