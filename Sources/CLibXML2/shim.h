// The one header through which Swift sees libxml2 (imported only by RippleValidation).
#ifndef RIPPLE_CLIBXML2_SHIM_H
#define RIPPLE_CLIBXML2_SHIM_H

// xmlversion.h must come first so the ICU switch can be turned off before encoding.h reads it:
// Debian's libxml2 is built with ICU, and <unicode/*.h> clashes with Foundation's private ICU module
// ("'UErrorCode' has different definitions in different modules"). We never use ICU converters.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/valid.h>
#include <libxml/xmlerror.h>
#include <libxml/catalog.h>
#include <libxml/xmlIO.h>
#include <libxml/globals.h>

// In a threaded libxml2 these per-thread globals are macros around function calls (and `xmlFree`
// is a mutable C global that Swift 6 rejects as shared mutable state), so Swift reaches them
// through these tiny wrappers instead.

/// Frees memory that libxml2 allocated (strings from catalog lookups, node content).
static inline void ripple_xml_free(void *pointer) {
    xmlFree(pointer);
}

/// The calling thread's structured error handler, to restore it after a call.
static inline xmlStructuredErrorFunc ripple_current_structured_error(void) {
    return xmlStructuredError;
}

/// The user-data pointer that goes with the calling thread's structured error handler.
static inline void *ripple_current_structured_error_context(void) {
    return xmlStructuredErrorContext;
}

/// libxml2's version as a string, e.g. "20914" (the `xmlParserVersion` macro is invisible to Swift).
static inline const char *ripple_parser_version(void) {
    return xmlParserVersion;
}

#endif
