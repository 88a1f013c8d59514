/* config.h for the CCairo SwiftPM target (cairo 1.18.4): what cairo's meson writes into
 * config.h on Debian 13, x86_64 or aarch64 (LP64 Linux), for the features this target
 * builds (include/cairo-features.h), as far as the vendored sources read it. Copied into
 * Sources/CCairo/upstream by scripts/vendor; cairoint.h includes it.
 */
#ifndef CCAIRO_CONFIG_H
#define CCAIRO_CONFIG_H

/* No floating-point contraction: a*b+c rounds twice, as on a CPU without FMA, so an arm64
 * build (where clang would fuse it into one instruction) computes what an x86_64 build
 * does (docs/determinism.md). */
#pragma STDC FP_CONTRACT OFF

#define _GNU_SOURCE 1

/* Sizes: LP64. */
#define SIZEOF_INT 4
#define SIZEOF_LONG 8
#define SIZEOF_LONG_LONG 8
#define SIZEOF_SIZE_T 8
#define SIZEOF_VOID_P 8

/* Headers, types and functions glibc has. */
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_FCNTL_H 1
#define HAVE_UNISTD_H 1
#define HAVE_SIGNAL_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_TIME_H 1
#define HAVE_BYTESWAP_H 1
#define HAVE_ALLOCA_H 1
#define HAVE_UINT64_T 1
#define HAVE___UINT128_T 1
#define HAVE_CLOCK_GETTIME 1
#define HAVE_CTIME_R 1
#define HAVE_GMTIME_R 1
#define HAVE_LOCALTIME_R 1
#define HAVE_NEWLOCALE 1
#define HAVE_STRTOD_L 1
#define HAVE_STRNDUP 1

/* Threads and atomics. */
#define CAIRO_HAS_PTHREAD 1
#define CAIRO_HAS_REAL_PTHREAD 1
#define HAVE_C11_ATOMIC_PRIMITIVES 1

/* zlib (the PDF surface's compression) and pixman 0.44's glyph cache and sRGB format. */
#define HAVE_ZLIB 1
#define HAS_PIXMAN_GLYPHS 1
#define HAS_PIXMAN_r8g8b8_sRGB 1

/* The pinned FreeType 2.13: COLR v1 colour glyphs, as Debian builds cairo. No SVG glyphs:
 * the pinned FreeType has no OT-SVG module, so cairo's SVG glyph renderer is left out
 * (HAVE_FT_SVG_DOCUMENT undefined) and glyphs load with FT_LOAD_NO_SVG. */
#define HAVE_FT_LOAD_NO_SVG 1
#define HAVE_FT_COLR_V1 1

#endif
