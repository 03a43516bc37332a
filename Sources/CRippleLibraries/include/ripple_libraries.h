/* Every C library ripplegen loads at run time, each function declared once (ripple_declare.h says how). */
#ifndef RIPPLE_LIBRARIES_H
#define RIPPLE_LIBRARIES_H
#include "ripple_zlib.h"
#include "ripple_rsvg.h"
#include "ripple_webp.h"
#include "ripple_gif.h"
#include "ripple_microhttpd.h"
#include "ripple_zip.h"
#include "ripple_rlottie.h"
#endif
