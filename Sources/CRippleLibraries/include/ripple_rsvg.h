/* librsvg >= 2.46 (`librsvg/rsvg.h`), cairo >= 1.10 (`cairo.h`) and the two GLib functions they need
 * (`glib-object.h`): an SVG document drawn into an image surface whose pixels ripplegen reads. */
#ifndef RIPPLE_RSVG_H
#define RIPPLE_RSVG_H
#include "ripple_declare.h"

typedef unsigned char guint8;
typedef unsigned long gsize;
typedef int gboolean;
typedef void *gpointer;
typedef struct _GError GError;
typedef struct _RsvgHandle RsvgHandle;
typedef struct _RsvgRectangle RsvgRectangle;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
RIPPLE_ENUM_SIZE(cairo_format_t, int)
RIPPLE_ENUM_SIZE(cairo_status_t, int)

#define RIPPLE_RSVG_FUNCTIONS(F) \
    F(RsvgHandle *, rsvg_handle_new_from_data, (const guint8 *, gsize, GError **)) \
    F(gboolean, rsvg_handle_render_document, (RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **)) \
    F(void, g_object_unref, (gpointer)) \
    F(void, g_error_free, (GError *)) \
    F(cairo_surface_t *, cairo_image_surface_create, (RIPPLE_ENUM(cairo_format_t, int), int, int)) \
    F(void, cairo_surface_destroy, (cairo_surface_t *)) \
    F(RIPPLE_ENUM(cairo_status_t, int), cairo_surface_status, (cairo_surface_t *)) \
    F(void, cairo_surface_flush, (cairo_surface_t *)) \
    F(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *)) \
    F(int, cairo_image_surface_get_stride, (cairo_surface_t *)) \
    F(cairo_t *, cairo_create, (cairo_surface_t *)) \
    F(void, cairo_destroy, (cairo_t *))

RIPPLE_LIBRARY(RippleRSVGFunctions, ripple_rsvg_load, RIPPLE_RSVG_FUNCTIONS)
#endif
