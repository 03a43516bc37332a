/* How ripplegen declares the C functions it loads at run time with dlopen/dlsym: each library's header lists
 * its functions once, as an X-macro of lines F(return type, name, (parameters)), written with the types of the
 * library's own header. From that one list come
 *   - the struct of function pointers Swift calls through (`RippleZlibFunctions`, ...), and the loader that
 *     fills it with dlsym (ripple_libraries.c);
 *   - with RIPPLE_CHECK defined, after the libraries' real headers: one _Static_assert per function that its
 *     type is the header's (Scripts/check-c-declarations.sh compiles that; the -dev packages are needed there
 *     only, never to build ripplegen).
 * The library headers are not needed to build: each ripple_*.h declares the few types its functions use the way
 * the real header does (the same typedef twice is valid C11, so in the check a stand-in that differs from the
 * real header fails to compile). An enum is passed as the integer of its size: RIPPLE_ENUM(real, standin) is
 * `standin` in the build and `real` in the check, which also asserts the two are the same size. */
#ifndef RIPPLE_DECLARE_H
#define RIPPLE_DECLARE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef RIPPLE_CHECK
#define RIPPLE_ENUM(real, standin) real
#define RIPPLE_ENUM_SIZE(real, standin) \
    _Static_assert(sizeof(real) == sizeof(standin), #real ": ripplegen passes it as " #standin ", of another size");
/* RIPPLE_MUTATE=1: every return type made wrong, 2: a parameter added to every function; the script's
 * self-test proves that each function's assertion then fails on its own. */
#if RIPPLE_MUTATE == 1
#define RIPPLE_CHECKED(ret, params) ret *(*) params
#elif RIPPLE_MUTATE == 2
#define RIPPLE_ADD_PARAMETER(...) (__VA_ARGS__, double)
#define RIPPLE_CHECKED(ret, params) ret (*) RIPPLE_ADD_PARAMETER params
#else
#define RIPPLE_CHECKED(ret, params) ret (*) params
#endif
#define RIPPLE_ASSERT(ret, name, params) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&name), RIPPLE_CHECKED(ret, params)), \
                   #name ": ripplegen declares " #ret " (*)" #params ", the header differs");
#define RIPPLE_ASSERT_CALLBACK(ret, name, params) \
    _Static_assert(__builtin_types_compatible_p(name, RIPPLE_CHECKED(ret, params)), \
                   #name ": ripplegen declares " #ret " (*)" #params ", the header differs");
/* The check: every function and callback against the header the real definitions came from. */
#define RIPPLE_LIBRARY(Type, load, LIST) LIST(RIPPLE_ASSERT)
#define RIPPLE_CALLBACKS(LIST) LIST(RIPPLE_ASSERT_CALLBACK)
#else
#define RIPPLE_ENUM(real, standin) standin
#define RIPPLE_ENUM_SIZE(real, standin)
/* One field of a library's struct of functions (never NULL once its loader succeeded). */
#define RIPPLE_FIELD(ret, name, params) ret (*name) params;
/* A callback type the library calls, under the header's own name. */
#define RIPPLE_CALLBACK_TYPEDEF(ret, name, params) typedef ret (*name) params;
/* The struct of a library's functions and its loader: `LOAD` looks each function up in `handles` (in the first
 * one that has it) and returns the struct; when one is missing, `*missing` is its name and the struct must not
 * be used. */
#define RIPPLE_LIBRARY(Type, load, LIST) \
    typedef struct Type { LIST(RIPPLE_FIELD) } Type; \
    Type load(void *const *handles, size_t count, const char **missing);
#define RIPPLE_CALLBACKS(LIST) LIST(RIPPLE_CALLBACK_TYPEDEF)
#endif

#endif
