// CPNG: PNG encoding and decoding through libpng.
//
// libpng reports errors with longjmp, which Swift cannot catch, so the two calls
// PlaceholderKit needs are written here in C where setjmp can guard them.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;
} cpng_buffer;

static void cpng_buffer_write(png_structp png, png_bytep bytes, png_size_t length) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) { buffer->failed = 1; return; }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void cpng_buffer_flush(png_structp png) { (void)png; }

/// Encodes straight (un-premultiplied) RGBA8 rows as a PNG with the given zlib level
/// (0-9). On success returns 1 and hands *out (free with cpng_free) and *out_size to the
/// caller; on failure returns 0 and copies libpng's message into `error`.
static inline int cpng_encode_rgba(const unsigned char *rgba, unsigned int width, unsigned int height,
                                   int compression_level, unsigned char **out, size_t *out_size,
                                   char *error, size_t error_size) {
    cpng_buffer buffer = {0, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) { snprintf(error, error_size, "out of memory"); return 0; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); snprintf(error, error_size, "out of memory"); return 0; }
    png_bytep *rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(buffer.data);
        snprintf(error, error_size, "libpng failed to encode");
        return 0;
    }
    png_set_write_fn(png, &buffer, cpng_buffer_write, cpng_buffer_flush);
    png_set_compression_level(png, compression_level);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (unsigned int y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(rows);
    if (buffer.failed) { free(buffer.data); snprintf(error, error_size, "out of memory"); return 0; }
    *out = buffer.data;
    *out_size = buffer.size;
    return 1;
}

/// Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA, 16-bit, interlaced) to straight
/// RGBA8 through libpng's simplified API, which guards its own longjmp. Returns 1 on
/// success with *out (free with cpng_free); 0 with libpng's message in `error`.
static inline int cpng_decode_rgba(const unsigned char *data, size_t size, unsigned int *width,
                                   unsigned int *height, unsigned char **out,
                                   char *error, size_t error_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(error, error_size, "%s", image.message);
        return 0;
    }
    // 16-bit files without gAMA/sRGB are treated as sRGB, as every common encoder means them.
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = (unsigned char *)malloc(bytes ? bytes : 1);
    if (!pixels) { png_image_free(&image); snprintf(error, error_size, "out of memory"); return 0; }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(error, error_size, "%s", image.message);
        free(pixels);
        png_image_free(&image);
        return 0;
    }
    *width = image.width;
    *height = image.height;
    *out = pixels;
    return 1;
}

static inline void cpng_free(unsigned char *pointer) { free(pointer); }
#endif
