// What inflating costs in a PNG decode, for scripts/bench --compare (issue 42): the best
// CPU time of RUNS decodes of PNG by libpng (row by row, as Sources/CPNG reads), with the
// IDAT stream's Adler-32 checked and with PNG_IGNORE_ADLER32, and of the IDAT stream alone
// through zlib's inflate (checked, and raw: no checksum) and libdeflate (whole-buffer
// only: it cannot stream rows, so it would hold the whole decoded image). Each row prints
// its time and its ratio to the first.
//
//   cc -O2 -o inflate-cost inflate-cost.c -lpng -lz -ldeflate && ./inflate-cost PNG [RUNS]
//
// Debian's libpng, zlib and libdeflate: the same algorithms as the vendored ones, so the
// ratios say what each step costs; the absolute times are this machine's.
#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static unsigned char *file; static size_t fsize;
static unsigned be32(const unsigned char *p) { return (unsigned)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]; }
typedef struct { const unsigned char *p; size_t left; } src;
static void rd(png_structp png, png_bytep out, size_t n) { src *s = png_get_io_ptr(png); if (n > s->left) png_error(png, "eof"); memcpy(out, s->p, n); s->p += n; s->left -= n; }
static void decode(int ignore_adler, unsigned char *rows, unsigned w, unsigned h) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, 0, 0, 0); png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "png error\n"); exit(1); }
    src s = { file, fsize }; png_set_read_fn(png, &s, rd);
    if (ignore_adler) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_read_info(png, info);
    for (unsigned y = 0; y < h; y++) png_read_row(png, rows + (size_t)y * w * 4, 0);
    png_destroy_read_struct(&png, &info, 0);
}
int main(int argc, char **argv) {
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!f) { fprintf(stderr, "usage: inflate-cost PNG [RUNS]\n"); return 2; }
    fseek(f, 0, SEEK_END); fsize = ftell(f); rewind(f); file = malloc(fsize); fread(file, 1, fsize, f); fclose(f);
    int runs = argc > 2 ? atoi(argv[2]) : 10;
    unsigned w = be32(file + 16), h = be32(file + 20);
    unsigned char *idat = malloc(fsize); size_t n = 0;
    for (size_t o = 8; o + 8 <= fsize;) { unsigned len = be32(file + o); if (!memcmp(file + o + 4, "IDAT", 4)) { memcpy(idat + n, file + o + 8, len); n += len; } o += 12 + len; }
    size_t raw = (size_t)h * (w * 4 + 1); unsigned char *out = malloc(raw), *rows = malloc((size_t)w * h * 4);
    double t, best[6] = {1e9, 1e9, 1e9, 1e9, 1e9, 1e9};
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    for (int r = 0; r < runs; r++) {
        t = now(); decode(0, rows, w, h); t = now() - t; if (t < best[0]) best[0] = t;
        t = now(); decode(1, rows, w, h); t = now() - t; if (t < best[1]) best[1] = t;
        z_stream z; memset(&z, 0, sizeof z); inflateInit(&z); z.next_in = idat; z.avail_in = n; z.next_out = out; z.avail_out = raw;
        t = now(); inflate(&z, Z_FINISH); t = now() - t; if (t < best[2]) best[2] = t; inflateEnd(&z);
        memset(&z, 0, sizeof z); inflateInit2(&z, -15); z.next_in = idat + 2; z.avail_in = n - 6; z.next_out = out; z.avail_out = raw;
        t = now(); inflate(&z, Z_FINISH); t = now() - t; if (t < best[3]) best[3] = t; inflateEnd(&z);
        size_t got; t = now(); if (libdeflate_zlib_decompress(d, idat, n, out, raw, &got)) { fprintf(stderr, "libdeflate failed\n"); return 1; } t = now() - t; if (t < best[4]) best[4] = t;
        t = now(); libdeflate_deflate_decompress(d, idat + 2, n - 6, out, raw, &got); t = now() - t; if (t < best[5]) best[5] = t;
    }
    printf("%s: %ux%u, IDAT %zu bytes -> %zu\n", argv[1], w, h, n, raw);
    const char *names[] = {"libpng decode (Adler-32 checked)", "libpng decode (PNG_IGNORE_ADLER32)", "zlib inflate (checked)", "zlib raw inflate (no check)", "libdeflate zlib (checked)", "libdeflate raw"};
    for (int i = 0; i < 6; i++) printf("  %-36s %7.2f ms  %.2fx\n", names[i], best[i] * 1e3, best[i] / best[0]);
    return 0;
}
