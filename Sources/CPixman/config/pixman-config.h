/* pixman-config.h, the part that depends on the CPU (the rest is pixmanDefines in
 * Package.swift, which has no per-architecture condition). Every pixman source includes it
 * (HAVE_CONFIG_H).
 *
 * On x86 the MMX, SSE2 and SSSE3 implementations are built, and pixman-x86.c picks among
 * them at run time by cpuid, as Debian's build does. Elsewhere pixman's generic C paths
 * draw: its ARM NEON assembly is not vendored (scripts/vendor). */

/* No floating-point contraction: a*b+c rounds twice, as on a CPU without FMA, so an arm64
 * build (where clang would fuse it into one instruction) computes what an x86_64 build
 * does (docs/determinism.md). */
#pragma STDC FP_CONTRACT OFF
#if defined(__x86_64__) || defined(__i386__)
#define USE_X86_MMX 1
#define USE_SSE2 1
#define USE_SSSE3 1 /* scripts/vendor-patches/pixman/0001-ssse3-target-attribute.patch */
#endif
