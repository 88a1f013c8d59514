#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#pragma clang diagnostic warning "-Wconversion"
#include "cpng.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} cpng_buffer;

static void cpng_buffer_write(png_structp png, png_bytep bytes, size_t length) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (length > SIZE_MAX - buffer->size) { buffer->failed = 1; return; }
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) {
            if (capacity > SIZE_MAX / 2) { buffer->failed = 1; return; }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(buffer->data, capacity);
        if (!grown) { buffer->failed = 1; return; }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void cpng_buffer_flush(png_structp png) { (void)png; }

void cpng_straight_rgba_from_argb32(const uint8_t *argb32, size_t stride, uint32_t width, uint32_t height, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(argb32 + (size_t)y * stride);
        uint8_t *out = rgba + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++, out += 4) {
            uint32_t pixel = row[x];
            uint32_t a = pixel >> 24;
            if (a == 0) {
                out[0] = out[1] = out[2] = out[3] = 0;
            } else if (a == 255) {
                out[0] = (uint8_t)(pixel >> 16);
                out[1] = (uint8_t)(pixel >> 8);
                out[2] = (uint8_t)pixel;
                out[3] = 255;
            } else {
                uint32_t r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
                r = (r * 255 + a / 2) / a;
                g = (g * 255 + a / 2) / a;
                b = (b * 255 + a / 2) / a;
                out[0] = (uint8_t)(r > 255 ? 255 : r);
                out[1] = (uint8_t)(g > 255 ? 255 : g);
                out[2] = (uint8_t)(b > 255 ? 255 : b);
                out[3] = (uint8_t)a;
            }
        }
    }
}

int cpng_encode(const uint8_t *pixels, cpng_layout layout, size_t stride, uint32_t width, uint32_t height,
                int compression_level, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        snprintf(error, error_size, "a PNG is 1 to 2147483647 pixels on each side, not %ux%u", width, height);
        return 0;
    }
    // Everything the error handler frees exists before setjmp and is not changed after
    // it, so no local needs to be volatile (C11 7.13.2.1).
    uint8_t *row = layout == CPNG_CAIRO_ARGB32 ? (uint8_t *)malloc((size_t)width * 4) : NULL;
    // Flat UI pictures compress to about a tenth of their raw size at level 1.
    size_t raw = (size_t)width * height * 4;
    cpng_buffer buffer = {(uint8_t *)malloc(raw / 8 + 4096), 0, raw / 8 + 4096, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info || !buffer.data || (layout == CPNG_CAIRO_ARGB32 && !row)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(buffer.data);
        snprintf(error, error_size, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(buffer.data);
        snprintf(error, error_size, "libpng failed to encode");
        return 0;
    }
    png_set_write_fn(png, &buffer, cpng_buffer_write, cpng_buffer_flush);
    png_set_compression_level(png, compression_level);
    // Measured on the project's snapshots and gallery: with no filter, zlib level 1 is 4x
    // faster than libpng's adaptive filtering and the files are 10% smaller (flat colours
    // and anti-aliased text gain nothing from prediction).
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        if (layout == CPNG_CAIRO_ARGB32) {
            cpng_straight_rgba_from_argb32(source, stride, width, 1, row);
            png_write_row(png, row);
        } else {
            png_write_row(png, source);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (buffer.failed) { free(buffer.data); snprintf(error, error_size, "out of memory"); return 0; }
    *out = buffer.data;
    *out_size = buffer.size;
    return 1;
}

/// Starts reading `data` with libpng's simplified API: the header only. Returns 0 with
/// libpng's message in `error` when it is not a PNG.
static int cpng_begin_read(png_image *image, const uint8_t *data, size_t size, char *error, size_t error_size) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(image, data, size)) {
        snprintf(error, error_size, "%s", image->message);
        return 0;
    }
    return 1;
}

int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                   char *error, size_t error_size) {
    png_image image;
    if (!cpng_begin_read(&image, data, size, error, error_size)) return 0;
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 1;
}

int cpng_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity, char *error, size_t error_size) {
    png_image image;
    if (!cpng_begin_read(&image, data, size, error, error_size)) return 0;
    // 16-bit files without gAMA/sRGB are treated as sRGB, as every common encoder means them.
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    image.format = PNG_FORMAT_RGBA;
    if (PNG_IMAGE_SIZE(image) != capacity) {
        snprintf(error, error_size, "%ux%u does not fit the %zu bytes given", image.width, image.height, capacity);
        png_image_free(&image);
        return 0;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(error, error_size, "%s", image.message);
        png_image_free(&image);
        return 0;
    }
    return 1;
}

struct cpng_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    char message[200];
};

static void cpng_reader_input(png_structp png, png_bytep bytes, size_t length) {
    cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "the file ends too early");
    memcpy(bytes, reader->data + reader->offset, length);
    reader->offset += length;
}

static void cpng_reader_error(png_structp png, png_const_charp message) {
    cpng_reader *reader = (cpng_reader *)png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", message);
    png_longjmp(png, 1);
}

static void cpng_reader_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

void cpng_reader_close(cpng_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}

cpng_reader *cpng_reader_open(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *plain,
                              char *error, size_t error_size) {
    *plain = 1;
    cpng_reader *reader = (cpng_reader *)calloc(1, sizeof *reader);
    if (!reader) { snprintf(error, error_size, "out of memory"); return NULL; }
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, cpng_reader_error, cpng_reader_warning);
    reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    if (!reader->png || !reader->info) {
        cpng_reader_close(reader);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        snprintf(error, error_size, "%s", reader->message);
        cpng_reader_close(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, cpng_reader_input);
    png_read_info(reader->png, reader->info);
    int color = png_get_color_type(reader->png, reader->info);
    const png_uint_32 altering = PNG_INFO_gAMA | PNG_INFO_cHRM | PNG_INFO_iCCP | PNG_INFO_sRGB | PNG_INFO_sBIT | PNG_INFO_tRNS;
    if (png_get_bit_depth(reader->png, reader->info) != 8 || png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE
        || (color != PNG_COLOR_TYPE_RGB && color != PNG_COLOR_TYPE_RGB_ALPHA) || png_get_valid(reader->png, reader->info, altering)) {
        *plain = 0;
        cpng_reader_close(reader);
        return NULL;
    }
    if (color == PNG_COLOR_TYPE_RGB) png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(reader->png, reader->info);
    *width = png_get_image_width(reader->png, reader->info);
    *height = png_get_image_height(reader->png, reader->info);
    return reader;
}

int cpng_reader_read_rows(cpng_reader *reader, uint8_t *rgba, uint32_t count, char *error, size_t error_size) {
    if (setjmp(png_jmpbuf(reader->png))) {
        snprintf(error, error_size, "%s", reader->message);
        return 0;
    }
    size_t rowBytes = (size_t)png_get_image_width(reader->png, reader->info) * 4;
    for (uint32_t row = 0; row < count; row++) png_read_row(reader->png, rgba + row * rowBytes, NULL);
    return 1;
}

const char *cpng_version(void) { return png_get_libpng_ver(NULL); }

void cpng_free(uint8_t *pointer) { free(pointer); }
