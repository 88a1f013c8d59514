// The compare kernel as each unit compiles it; cpixeldiff.c chooses among them.
#ifndef CPIXELDIFF_KERNELS_H
#define CPIXELDIFF_KERNELS_H
#include "cpixeldiff.h"

void cpd_compare_rows_portable(const cpd_rows *rows, long first, long end, cpd_counts *counts);
#if defined(__x86_64__)
void cpd_compare_rows_avx2(const cpd_rows *rows, long first, long end, cpd_counts *counts);
#endif

#endif
