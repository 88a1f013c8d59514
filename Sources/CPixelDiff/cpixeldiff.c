// Which compare kernel runs: the best one this CPU has, unless one is named.
#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#include "cpixeldiff.h"
#include "kernels.h"

bool cpd_kernel_available(cpd_kernel kernel) {
    switch (kernel) {
    case CPD_KERNEL_BEST:
    case CPD_KERNEL_PORTABLE:
        return true;
    case CPD_KERNEL_AVX2:
#if defined(__x86_64__)
        return __builtin_cpu_supports("avx2");
#else
        return false;
#endif
    }
    return false;
}

void cpd_compare_rows(const cpd_rows *rows, long first, long end, cpd_kernel kernel, cpd_counts *counts) {
#if defined(__x86_64__)
    if (kernel == CPD_KERNEL_AVX2 || (kernel == CPD_KERNEL_BEST && cpd_kernel_available(CPD_KERNEL_AVX2))) {
        cpd_compare_rows_avx2(rows, first, end, counts);
        return;
    }
#else
    (void)kernel; // one kernel here: AVX2 is x86_64's
#endif
    cpd_compare_rows_portable(rows, first, end, counts);
}
