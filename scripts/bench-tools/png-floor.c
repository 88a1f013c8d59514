// The PNG encoding floor scripts/bench --compare measures PlaceholderKit against: libpng
// at zlib level 1 with no row filter, encoding the decoded pixels of a PNG to memory.
// Usage: png-floor IMAGE.png [RUNS]   prints "<median ms> <bytes>"
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { unsigned char *data; size_t size, capacity; } sink;

static void write_bytes(png_structp png, png_bytep bytes, size_t length) {
    sink *out = png_get_io_ptr(png);
    if (out->size + length > out->capacity) {
        out->capacity = (out->size + length) * 2;
        out->data = realloc(out->data, out->capacity);
        if (!out->data) png_error(png, "out of memory");
    }
    memcpy(out->data + out->size, bytes, length);
    out->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static size_t encode(const unsigned char *pixels, png_uint_32 width, png_uint_32 height) {
    sink out = {0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "png-floor: libpng failed\n"); exit(1); }
    png_set_write_fn(png, &out, write_bytes, flush_bytes);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * 4);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(out.data);
    return out.size;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: png-floor IMAGE.png [RUNS]\n"); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 50;
    if (runs < 1) runs = 1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) { fprintf(stderr, "png-floor: %s\n", image.message); return 2; }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) { fprintf(stderr, "png-floor: cannot decode\n"); return 2; }
    double *times = malloc(sizeof(double) * (size_t)runs);
    size_t bytes = encode(pixels, image.width, image.height);
    for (int i = 0; i < runs; i++) {
        double start = now();
        bytes = encode(pixels, image.width, image.height);
        times[i] = now() - start;
    }
    qsort(times, (size_t)runs, sizeof(double), compare);
    printf("%.4f %zu\n", times[runs / 2] * 1e3, bytes);
    free(times);
    free(pixels);
    return 0;
}
