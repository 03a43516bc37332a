/* The loaders of ripple_libraries.h: each library's struct of functions filled with dlsym, one line per function
 * made by the preprocessor from the library's list. */
#include <dlfcn.h>
#include <string.h>
#include "ripple_libraries.h"

/* The first of `handles` that has `name`, or NULL. */
static void *ripple_symbol(void *const *handles, size_t count, const char *name) {
    for (size_t index = 0; index < count; index++) {
        void *symbol = dlsym(handles[index], name);
        if (symbol) return symbol;
    }
    return NULL;
}

/* POSIX's way of storing dlsym's object pointer into a function pointer (C itself does not define the cast). */
#define RIPPLE_LOAD_ONE(ret, name, params) \
    if (!(*(void **)&functions.name = ripple_symbol(handles, count, #name))) { *missing = #name; return functions; }

#define RIPPLE_LOADER(Type, load, LIST) \
    Type load(void *const *handles, size_t count, const char **missing) { \
        Type functions; \
        memset(&functions, 0, sizeof functions); \
        *missing = NULL; \
        LIST(RIPPLE_LOAD_ONE) \
        return functions; \
    }

RIPPLE_LOADER(RippleZlibFunctions, ripple_zlib_load, RIPPLE_ZLIB_FUNCTIONS)
RIPPLE_LOADER(RippleRSVGFunctions, ripple_rsvg_load, RIPPLE_RSVG_FUNCTIONS)
RIPPLE_LOADER(RippleWebPFunctions, ripple_webp_load, RIPPLE_WEBP_FUNCTIONS)
RIPPLE_LOADER(RippleGIFFunctions, ripple_gif_load, RIPPLE_GIF_FUNCTIONS)
RIPPLE_LOADER(RippleMicroHTTPDFunctions, ripple_microhttpd_load, RIPPLE_MICROHTTPD_FUNCTIONS)
RIPPLE_LOADER(RippleZipFunctions, ripple_zip_load, RIPPLE_ZIP_FUNCTIONS)
RIPPLE_LOADER(RippleRlottieFunctions, ripple_rlottie_load, RIPPLE_RLOTTIE_FUNCTIONS)
