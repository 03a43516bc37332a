/* libwebp's encoder and libwebpmux's animation encoder, libwebp 1.x (`webp/encode.h`, `webp/mux.h`). The structs
 * stay incomplete here: ripplegen allocates them as raw memory and writes the fields it sets at their offsets
 * (WebPLibrary says why that is safe). */
#ifndef RIPPLE_WEBP_H
#define RIPPLE_WEBP_H
#include "ripple_declare.h"

typedef struct WebPConfig WebPConfig;
typedef struct WebPPicture WebPPicture;
typedef struct WebPAnimEncoderOptions WebPAnimEncoderOptions;
typedef struct WebPAnimEncoder WebPAnimEncoder;
typedef struct WebPData WebPData;
RIPPLE_ENUM_SIZE(WebPPreset, int)

#define RIPPLE_WEBP_FUNCTIONS(F) \
    F(int, WebPConfigInitInternal, (WebPConfig *, RIPPLE_ENUM(WebPPreset, int), float, int)) \
    F(int, WebPPictureInitInternal, (WebPPicture *, int)) \
    F(int, WebPPictureImportRGBA, (WebPPicture *, const uint8_t *, int)) \
    F(void, WebPPictureFree, (WebPPicture *)) \
    F(void, WebPFree, (void *)) \
    F(int, WebPAnimEncoderOptionsInitInternal, (WebPAnimEncoderOptions *, int)) \
    F(WebPAnimEncoder *, WebPAnimEncoderNewInternal, (int, int, const WebPAnimEncoderOptions *, int)) \
    F(int, WebPAnimEncoderAdd, (WebPAnimEncoder *, WebPPicture *, int, const WebPConfig *)) \
    F(int, WebPAnimEncoderAssemble, (WebPAnimEncoder *, WebPData *)) \
    F(const char *, WebPAnimEncoderGetError, (WebPAnimEncoder *)) \
    F(void, WebPAnimEncoderDelete, (WebPAnimEncoder *))

RIPPLE_LIBRARY(RippleWebPFunctions, ripple_webp_load, RIPPLE_WEBP_FUNCTIONS)
#endif
