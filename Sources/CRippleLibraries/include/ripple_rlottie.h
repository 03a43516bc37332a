/* rlottie 0.1's C API (`rlottie_capi.h`, soname librlottie.so.0-1 in Debian's librlottie0-1): `serve`'s Lottie
 * preview, the JSON ripplegen writes drawn frame by frame by a Lottie player. Only the opaque animation handle
 * crosses the boundary; a frame is drawn into the caller's buffer of premultiplied ARGB32 words. */
#ifndef RIPPLE_RLOTTIE_H
#define RIPPLE_RLOTTIE_H
#include "ripple_declare.h"

typedef struct Lottie_Animation_S Lottie_Animation;

#define RIPPLE_RLOTTIE_FUNCTIONS(F) \
    F(Lottie_Animation *, lottie_animation_from_data, (const char *, const char *, const char *)) \
    F(void, lottie_animation_destroy, (Lottie_Animation *)) \
    F(void, lottie_animation_get_size, (const Lottie_Animation *, size_t *, size_t *)) \
    F(size_t, lottie_animation_get_totalframe, (const Lottie_Animation *)) \
    F(double, lottie_animation_get_framerate, (const Lottie_Animation *)) \
    F(void, lottie_animation_render, (Lottie_Animation *, size_t, uint32_t *, size_t, size_t, size_t))

RIPPLE_LIBRARY(RippleRlottieFunctions, ripple_rlottie_load, RIPPLE_RLOTTIE_FUNCTIONS)
#endif
