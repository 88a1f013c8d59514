// CPixelDiff: the compare kernel of PixelDiff (pixelmatch's algorithm) over rows of two
// RGBA8 images, in C so that the compiler keeps its loops branch-light and vectorises them.
//
// It computes exactly what PixelDiff's pixel-by-pixel Swift path computes, with the same
// arithmetic in the same order (pixelmatch's colour metric in single precision, its greys
// in double; no contraction into fused multiply-adds): the same counts, the same bounds,
// the same diff image bytes. Swift wraps it (PixelDiff+Kernel.swift);
// nothing else calls it.
#ifndef CPIXELDIFF_H
#define CPIXELDIFF_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// What compared rows count: mismatched and anti-aliased pixels, and the corners of the
/// smallest rectangle holding the mismatched ones (min > max when there are none).
typedef struct {
    long mismatched;
    long antialiased;
    long min_x, min_y, max_x, max_y;
} cpd_counts;

/// The diff image's colours and fade, as PixelDiff defines them.
typedef struct {
    uint8_t mismatch[3];
    uint8_t darker_mismatch[3];
    uint8_t antialiasing[3];
    uint8_t ignored[3];
    double fade_alpha;
} cpd_palette;

/// The kernels to choose from: the best this CPU runs, or one named (for tests, which run
/// each on this machine). CPD_KERNEL_AVX2 runs only where cpd_kernel_available says so.
typedef enum {
    CPD_KERNEL_BEST = 0,
    CPD_KERNEL_PORTABLE = 1,
    CPD_KERNEL_AVX2 = 2
} cpd_kernel;

/// Rows of two images and what to do with them.
typedef struct {
    /// The rows held: image row `start` first, `width` pixels (4 bytes each) a row, in
    /// both images; they hold every row compared and the two rows around them (where the image
    /// has them), which anti-aliasing detection reads.
    const uint8_t *expected;
    const uint8_t *actual;
    long width, height, start;
    /// One flag a pixel of the rows held, true where it is ignored; or NULL.
    const bool *ignored;
    /// The diff image's rows from image row `output_start` on (`width` pixels each; the
    /// whole image when it is 0), drawn into when not NULL.
    uint8_t *output;
    long output_start;
    /// pixelmatch's squared YIQ limit, 35215 × threshold × threshold in single precision
    /// (threshold as a float), as pixelmatch's C++ computes it.
    float max_delta;
    bool include_antialiasing;
    /// When not NULL, the perceptual test: a pixel whose YIQ delta is not 0 differs when
    /// this returns true for its byte offset in the rows held.
    bool (*differs)(void *context, long offset);
    void *context;
    const cpd_palette *palette;
} cpd_rows;

/// Whether `kernel` runs on this CPU.
bool cpd_kernel_available(cpd_kernel kernel);

/// Compares image rows [`first`, `end`) of `rows` with `kernel` (which must be available)
/// and adds what they count to `counts`.
void cpd_compare_rows(const cpd_rows *rows, long first, long end, cpd_kernel kernel, cpd_counts *counts);

#endif
