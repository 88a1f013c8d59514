// The compare kernel for any CPU: compare-rows.h built for the target's baseline (SSE2 on
// x86_64, NEON on arm64).
#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
/* No floating-point contraction: a*b+c rounds twice, as in PixelDiff's Swift, on every
 * CPU (docs/determinism.md). */
#pragma STDC FP_CONTRACT OFF
#define CPD_KERNEL_NAME cpd_compare_rows_portable
#include "compare-rows.h"
