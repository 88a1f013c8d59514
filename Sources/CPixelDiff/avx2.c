// The compare kernel with AVX2 (x86_64 CPUs since 2013): compare-rows.h again, every
// function of it built for AVX2. cpixeldiff.c calls it only where the CPU has AVX2.
#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
/* No floating-point contraction, which AVX2 CPUs could otherwise fuse (docs/determinism.md). */
#pragma STDC FP_CONTRACT OFF
#if defined(__x86_64__)
#include <math.h>
#include <string.h>
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define CPD_KERNEL_NAME cpd_compare_rows_avx2
#include "compare-rows.h"
#pragma clang attribute pop
#endif
