// The compare kernel's body, included by each unit that compiles it for a CPU (portable.c,
// avx2.c) after defining CPD_KERNEL_NAME (the function's name). Everything here is
// static, so each unit has its own copy built with its own instructions.
//
// What it computes is pixelmatch's algorithm exactly as PixelDiff's pixel-by-pixel path
// (PixelDiff+PixelByPixel.swift) computes it; comments say where this code takes a shortcut
// and why the answer stays the same.
#include "kernels.h"
#include <math.h>
#include <string.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "CPixelDiff reads a pixel as a little-endian 32-bit word"
#endif

/// Pixels a block: a block whose bytes are equal in both images is passed over at once.
enum { BLOCK = 16 };

/// One image of the rows held.
typedef struct {
    const uint8_t *bytes;
    long width, height, start;
} image;

/// Pixel (x, y) as a word: red in the low byte, alpha in the high one.
static inline __attribute__((always_inline)) uint32_t pixel(image im, long x, long y) {
    uint32_t word;
    memcpy(&word, im.bytes + ((y - im.start) * im.width + x) * 4, 4);
    return word;
}

/// A pixel's red, green and blue, in single precision as pixelmatch's C++ computes them.
typedef struct {
    float r, g, b;
} rgb;

/// A pixel's red, green and blue as they are.
static inline __attribute__((always_inline)) rgb opaque(uint32_t p) {
    return (rgb){(float)(int32_t)(p & 255), (float)(int32_t)((p >> 8) & 255), (float)(int32_t)((p >> 16) & 255)};
}

/// One component over white by `alpha` (pixelmatch's blend), cut to a whole byte as
/// pixelmatch's C++ stores it: 255 + (c - 255) × alpha lies in [c, 255], so the cut
/// truncates a non-negative value.
static inline __attribute__((always_inline)) float blend_byte(float c, float alpha) {
    return (float)(int32_t)(255.0f + (c - 255.0f) * alpha);
}

/// A pixel's red, green and blue over white by its alpha. pixelmatch blends only pixels
/// with alpha below 255; this blends every one, without a branch, so loops of it
/// vectorise, and an opaque pixel stays as it is (alpha is 255 / 255 = 1 exactly, and
/// 255 + (c - 255) × 1 = c, a whole number the cut keeps), so the result is pixelmatch's.
static inline __attribute__((always_inline)) rgb blended(uint32_t p) {
    const float alpha = (float)(int32_t)(p >> 24) / 255.0f;
    const rgb c = opaque(p);
    return (rgb){blend_byte(c.r, alpha), blend_byte(c.g, alpha), blend_byte(c.b, alpha)};
}

static inline __attribute__((always_inline)) float rgb2y(rgb c) { return c.r * 0.29889531f + c.g * 0.58662247f + c.b * 0.11448223f; }
static inline __attribute__((always_inline)) float rgb2i(rgb c) { return c.r * 0.59597799f - c.g * 0.27417610f - c.b * 0.32180189f; }
static inline __attribute__((always_inline)) float rgb2q(rgb c) { return c.r * 0.21147017f - c.g * 0.52261711f + c.b * 0.31114694f; }

/// pixelmatch's squared YIQ distance between two colours (blended), negative when the
/// second is darker. Equal colours give 0, as pixelmatch's shortcut for equal pixels
/// does (y1 = y2, so every difference is 0, and 0 is not negated).
static inline __attribute__((always_inline)) float yiq_delta(rgb c1, rgb c2) {
    const float y1 = rgb2y(c1), y2 = rgb2y(c2);
    const float y = y1 - y2;
    const float i = rgb2i(c1) - rgb2i(c2);
    const float q = rgb2q(c1) - rgb2q(c2);
    const float delta = 0.5053f * y * y + 0.299f * i * i + 0.1957f * q * q;
    return y1 > y2 ? -delta : delta;
}

/// pixelmatch's colorDelta of two pixels.
static inline __attribute__((always_inline)) float color_delta(uint32_t p, uint32_t q) {
    return yiq_delta(blended(p), blended(q));
}

/// The color_delta of each pixel of a whole block, together; with no blend when every
/// pixel is opaque (blending would leave them as they are).
static inline __attribute__((always_inline)) void block_deltas(const uint8_t *a, const uint8_t *b, float delta[BLOCK]) {
    uint32_t wa[BLOCK], wb[BLOCK];
    memcpy(wa, a, sizeof wa);
    memcpy(wb, b, sizeof wb);
    uint32_t alpha = 0xFFFFFFFFu;
    for (int k = 0; k < BLOCK; k++) alpha &= wa[k] & wb[k];
    if (alpha >> 24 == 255) {
        for (int k = 0; k < BLOCK; k++) delta[k] = yiq_delta(opaque(wa[k]), opaque(wb[k]));
    } else {
        for (int k = 0; k < BLOCK; k++) delta[k] = color_delta(wa[k], wb[k]);
    }
}

/// The neighbours of (x, y) that exist, in pixelmatch's order (x outer, y inner), and
/// 1 when (x, y) is on the image's edge (pixelmatch counts that as an equal neighbour).
typedef struct {
    long x[8], y[8];
    int count, edge;
} neighbours;

static inline __attribute__((always_inline)) neighbours around(image im, long x1, long y1) {
    neighbours n = {.count = 0};
    long x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    long x2 = x1 + 1 < im.width ? x1 + 1 : im.width - 1, y2 = y1 + 1 < im.height ? y1 + 1 : im.height - 1;
    n.edge = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2;
    for (long x = x0; x <= x2; x++) {
        for (long y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            n.x[n.count] = x;
            n.y[n.count] = y;
            n.count++;
        }
    }
    return n;
}

/// Whether (x, y) is inside the image by at least one pixel on every side.
static inline __attribute__((always_inline)) bool interior(image im, long x, long y) {
    return x > 0 && y > 0 && x + 1 < im.width && y + 1 < im.height;
}

/// pixelmatch's hasManySiblings: three or more neighbours of exactly the pixel's colour
/// (the edge counting as one).
static inline __attribute__((always_inline)) bool has_many_siblings(image im, long x1, long y1) {
    uint32_t c = pixel(im, x1, y1);
    if (interior(im, x1, y1)) {
        // The eight neighbours counted without a branch: the count does not depend on
        // the order pixelmatch stops in.
        const uint8_t *above = im.bytes + ((y1 - 1 - im.start) * im.width + x1 - 1) * 4;
        const uint8_t *row = above + im.width * 4, *below = row + im.width * 4;
        uint32_t w[8];
        memcpy(&w[0], above, 12);
        memcpy(&w[3], row, 4);
        memcpy(&w[4], row + 8, 4);
        memcpy(&w[5], below, 12);
        int equal = 0;
        for (int k = 0; k < 8; k++) equal += w[k] == c;
        return equal > 2;
    }
    neighbours n = around(im, x1, y1);
    int zeroes = n.edge;
    for (int k = 0; k < n.count; k++) zeroes += pixel(im, n.x[k], n.y[k]) == c;
    return zeroes > 2;
}

/// A bit a pixel of the BLOCK pixels from (x, y) on, set where has_many_siblings holds;
/// the block must lie inside the image by a pixel on every side. The neighbours are
/// counted without a branch, a whole row of them at a time (the count does not depend on
/// the order pixelmatch stops in).
static inline __attribute__((always_inline)) uint32_t many_siblings_in_block(image im, long x, long y) {
    const uint8_t *row = im.bytes + ((y - im.start) * im.width + x - 1) * 4;
    uint32_t above[BLOCK + 2], middle[BLOCK + 2], below[BLOCK + 2];
    memcpy(above, row - im.width * 4, sizeof above);
    memcpy(middle, row, sizeof middle);
    memcpy(below, row + im.width * 4, sizeof below);
    uint32_t mask = 0;
    for (int k = 0; k < BLOCK; k++) {
        uint32_t c = middle[k + 1];
        int equal = (above[k] == c) + (above[k + 1] == c) + (above[k + 2] == c) + (middle[k] == c) + (middle[k + 2] == c)
            + (below[k] == c) + (below[k + 1] == c) + (below[k + 2] == c);
        mask |= (uint32_t)(equal > 2) << k;
    }
    return mask;
}

/// A bit a pixel of the `count` pixels from (x, y) on, set where has_many_siblings holds.
static inline __attribute__((always_inline)) uint32_t block_many_siblings(image im, long x, long y, int count) {
    if (count == BLOCK && x > 0 && x + BLOCK < im.width && y > 0 && y + 1 < im.height) {
        return many_siblings_in_block(im, x, y);
    }
    uint32_t mask = 0;
    for (int k = 0; k < count; k++) mask |= (uint32_t)has_many_siblings(im, x + k, y) << k;
    return mask;
}

/// pixelmatch's isAntialiased of pixel (x1, y1) of `im`, `other` being the other image,
/// for a pixel without many siblings (has_many_siblings false). pixelmatch returns false
/// once more than two neighbours have the pixel's brightness (the edge counting as one);
/// neighbours of exactly its colour have it, so when they alone are more than two no
/// brightness needs computing, and the caller has asked that first.
static inline __attribute__((always_inline)) bool is_antialiased(image im, long x1, long y1, image other) {
    // The neighbours in pixelmatch's order (x outer, y inner); missing ones (on the edge)
    // are the pixel itself, whose delta of 0 is left out of the count.
    const uint32_t c = pixel(im, x1, y1);
    uint32_t w[8];
    long nx[8], ny[8];
    int count = 8, edge = 0;
    if (interior(im, x1, y1)) {
        const uint8_t *above = im.bytes + ((y1 - 1 - im.start) * im.width + x1 - 1) * 4;
        const uint8_t *row = above + im.width * 4, *below = row + im.width * 4;
        uint32_t t[3], m[3], u[3];
        memcpy(t, above, 12);
        memcpy(m, row, 12);
        memcpy(u, below, 12);
        const uint32_t all[8] = {t[0], m[0], u[0], t[1], u[1], t[2], m[2], u[2]};
        static const signed char dx[8] = {-1, -1, -1, 0, 0, 1, 1, 1}, dy[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
        for (int j = 0; j < 8; j++) {
            w[j] = all[j];
            nx[j] = x1 + dx[j];
            ny[j] = y1 + dy[j];
        }
    } else {
        const neighbours n = around(im, x1, y1);
        count = n.count;
        edge = n.edge;
        for (int j = 0; j < 8; j++) {
            w[j] = j < count ? pixel(im, n.x[j], n.y[j]) : c;
            nx[j] = n.x[j];
            ny[j] = n.y[j];
        }
    }
    // The brightness deltas, computed together: a neighbour of the pixel's colour has its
    // brightness, so a delta of 0, as pixelmatch's shortcut for it gives. Opaque pixels
    // need no blend (which would leave them as they are).
    float delta[8];
    uint32_t alpha = c;
    for (int j = 0; j < 8; j++) alpha &= w[j];
    if (alpha >> 24 == 255) {
        const float centre = rgb2y(opaque(c));
        for (int j = 0; j < 8; j++) delta[j] = centre - rgb2y(opaque(w[j]));
    } else {
        const float centre = rgb2y(blended(c));
        for (int j = 0; j < 8; j++) delta[j] = centre - rgb2y(blended(w[j]));
    }
    // pixelmatch's loop stops early only to return false, which the count of zeroes says
    // after it too (the missing neighbours' zeroes left out); its minimum (maximum) is the
    // first of the lowest negative (highest positive) deltas, and stays 0 when there is
    // none.
    uint32_t zero = 0;
    for (int j = 0; j < 8; j++) zero |= (uint32_t)(delta[j] == 0) << j;
    const float low01 = delta[0] < delta[1] ? delta[0] : delta[1], low23 = delta[2] < delta[3] ? delta[2] : delta[3];
    const float low45 = delta[4] < delta[5] ? delta[4] : delta[5], low67 = delta[6] < delta[7] ? delta[6] : delta[7];
    const float high01 = delta[0] > delta[1] ? delta[0] : delta[1], high23 = delta[2] > delta[3] ? delta[2] : delta[3];
    const float high45 = delta[4] > delta[5] ? delta[4] : delta[5], high67 = delta[6] > delta[7] ? delta[6] : delta[7];
    const float low0123 = low01 < low23 ? low01 : low23, low4567 = low45 < low67 ? low45 : low67;
    const float high0123 = high01 > high23 ? high01 : high23, high4567 = high45 > high67 ? high45 : high67;
    const float minimum = low0123 < low4567 ? low0123 : low4567, maximum = high0123 > high4567 ? high0123 : high4567;
    if (edge + __builtin_popcount(zero) - (8 - count) > 2 || !(minimum < 0) || !(maximum > 0)) return false;
    uint32_t lowest_mask = 0, highest_mask = 0;
    for (int j = 0; j < 8; j++) {
        lowest_mask |= (uint32_t)(delta[j] == minimum) << j;
        highest_mask |= (uint32_t)(delta[j] == maximum) << j;
    }
    const int lowest = __builtin_ctz(lowest_mask), highest = __builtin_ctz(highest_mask);
    return (has_many_siblings(im, nx[lowest], ny[lowest]) && has_many_siblings(other, nx[lowest], ny[lowest]))
        || (has_many_siblings(im, nx[highest], ny[highest]) && has_many_siblings(other, nx[highest], ny[highest]));
}

/// Draws one pixel of the diff image.
static inline __attribute__((always_inline)) void draw(uint8_t *out, const uint8_t color[3]) {
    out[0] = color[0];
    out[1] = color[1];
    out[2] = color[2];
    out[3] = 255;
}

/// An ignored pixel: diagonal stripes.
static inline __attribute__((always_inline)) void draw_hatch(uint8_t *out, long x, long y, const cpd_palette *palette) {
    static const uint8_t white[3] = {255, 255, 255};
    draw(out, (x + y) % 8 < 3 ? palette->ignored : white);
}

/// Equal pixels: the expected ones' brightness, faded over white, `count` of them from
/// `expected` on, computed together (a loop that vectorises) as PixelDiff's drawGray
/// computes one.
static inline __attribute__((always_inline)) void draw_grays(uint8_t *out, const uint8_t *expected, int count, double fade_alpha) {
    for (int k = 0; k < count; k++) {
        uint32_t p;
        memcpy(&p, expected + k * 4, 4);
        // The brightness in double precision, as PixelDiff's drawGray computes it: the diff
        // image's greys are this project's, not part of pixelmatch's count.
        const double y = (double)(int32_t)(p & 255) * 0.29889531 + (double)(int32_t)((p >> 8) & 255) * 0.58662247
            + (double)(int32_t)((p >> 16) & 255) * 0.11448223;
        double v = 255 + (y - 255) * (fade_alpha * (double)(int32_t)(p >> 24) / 255);
        v = v < 255 ? v : 255;
        v = v > 0 ? v : 0;
        const uint32_t value = (uint32_t)(int32_t)v;
        const uint32_t grey = value | value << 8 | value << 16 | 0xFF000000u;
        memcpy(out + k * 4, &grey, 4);
    }
}

/// A bit a pixel of the block at (x, y), `count` pixels, set where the images differ.
static inline __attribute__((always_inline)) uint32_t unequal_pixels(const uint8_t *a, const uint8_t *b, int count) {
    uint32_t mask = 0;
    if (count == BLOCK) {
        uint32_t wa[BLOCK], wb[BLOCK];
        memcpy(wa, a, sizeof wa);
        memcpy(wb, b, sizeof wb);
        for (int k = 0; k < BLOCK; k++) mask |= (uint32_t)(wa[k] != wb[k]) << k;
        return mask;
    }
    for (int k = 0; k < count; k++) {
        uint32_t p, q;
        memcpy(&p, a + k * 4, 4);
        memcpy(&q, b + k * 4, 4);
        mask |= (uint32_t)(p != q) << k;
    }
    return mask;
}

/// A bit a pixel of the `count` pixels from window pixel `index` on, set where ignored.
static inline __attribute__((always_inline)) uint32_t ignored_pixels(const bool *ignored, long index, int count) {
    uint32_t mask = 0;
    if (ignored) {
        for (int k = 0; k < count; k++) mask |= (uint32_t)ignored[index + k] << k;
    }
    return mask;
}

/// Draws the diff image's pixels of a block: ignored ones hatched, anti-aliased and
/// mismatched ones in their colours, the others grey.
static inline __attribute__((always_inline)) void draw_block(uint8_t *out, const uint8_t *expected, long x, long y, int count,
                                                             uint32_t ignored, uint32_t antialiased, uint32_t mismatched,
                                                             const float delta[BLOCK], const cpd_palette *palette) {
    draw_grays(out, expected, count, palette->fade_alpha);
    for (uint32_t visit = ignored | antialiased | mismatched; visit; visit &= visit - 1) {
        const int k = __builtin_ctz(visit);
        if ((ignored >> k) & 1) {
            draw_hatch(out + k * 4, x + k, y, palette);
        } else if ((antialiased >> k) & 1) {
            draw(out + k * 4, palette->antialiasing);
        } else {
            draw(out + k * 4, delta[k] < 0 ? palette->darker_mismatch : palette->mismatch);
        }
    }
}

void CPD_KERNEL_NAME(const cpd_rows *rows, long first, long end, cpd_counts *counts) {
    const long width = rows->width;
    if (width <= 0) return;
    const image a = {rows->expected, width, rows->height, rows->start};
    const image b = {rows->actual, width, rows->height, rows->start};
    uint8_t *const output = rows->output;
    for (long y = first; y < end; y++) {
        const long row = (y - rows->start) * width;
        const uint8_t *row_a = a.bytes + row * 4, *row_b = b.bytes + row * 4;
        if (!output && memcmp(row_a, row_b, (size_t)width * 4) == 0) continue;
        for (long start = 0; start < width; start += BLOCK) {
            const int count = width - start < BLOCK ? (int)(width - start) : BLOCK;
            const uint8_t *block_a = row_a + start * 4, *block_b = row_b + start * 4;
            const uint32_t ignored = ignored_pixels(rows->ignored, row + start, count);
            // Ignored pixels count as equal; equal ones have a delta of 0, so never differ.
            const uint32_t unequal = unequal_pixels(block_a, block_b, count) & ~ignored;
            float delta[BLOCK];
            uint32_t differs = 0;
            if (unequal) {
                if (count == BLOCK) {
                    block_deltas(block_a, block_b, delta);
                } else {
                    for (int k = 0; k < count; k++) delta[k] = color_delta(pixel(a, start + k, y), pixel(b, start + k, y));
                }
                for (uint32_t visit = unequal; visit; visit &= visit - 1) {
                    const int k = __builtin_ctz(visit);
                    const bool d = rows->differs ? delta[k] != 0 && rows->differs(rows->context, (row + start + k) * 4)
                                                 : fabsf(delta[k]) > rows->max_delta;
                    differs |= (uint32_t)d << k;
                }
            }
            uint32_t antialiased = 0;
            if (differs && !rows->include_antialiasing) {
                const uint32_t many_a = block_many_siblings(a, start, y, count);
                const uint32_t many_b = block_many_siblings(b, start, y, count);
                // A pixel with many siblings in both images is no anti-aliasing in either.
                for (uint32_t visit = differs & ~(many_a & many_b); visit; visit &= visit - 1) {
                    const int k = __builtin_ctz(visit);
                    const long x = start + k;
                    const bool aa = (!((many_a >> k) & 1) && is_antialiased(a, x, y, b))
                        || (!((many_b >> k) & 1) && is_antialiased(b, x, y, a));
                    antialiased |= (uint32_t)aa << k;
                }
            }
            const uint32_t mismatched = differs & ~antialiased;
            counts->antialiased += __builtin_popcount(antialiased);
            if (mismatched) {
                counts->mismatched += __builtin_popcount(mismatched);
                const long low = start + __builtin_ctz(mismatched), high = start + 31 - __builtin_clz(mismatched);
                if (low < counts->min_x) counts->min_x = low;
                if (high > counts->max_x) counts->max_x = high;
                if (y < counts->min_y) counts->min_y = y;
                if (y > counts->max_y) counts->max_y = y;
            }
            if (output) {
                draw_block(output + ((y - rows->output_start) * width + start) * 4, block_a, start, y, count, ignored, antialiased, mismatched, delta,
                           rows->palette);
            }
        }
    }
}
