#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#pragma clang diagnostic warning "-Wconversion"
/* No floating-point contraction: a*b+c rounds twice, as on a CPU without FMA, so an arm64
 * build (where clang would fuse it into one instruction) computes what an x86_64 build
 * does (docs/determinism.md). */
#pragma STDC FP_CONTRACT OFF
#include "cpng.h"
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
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

/// One pixel un-premultiplied: cairo's ARGB32 word to straight R, G, B, A bytes, rounding
/// as cairo's own PNG writer does.
static inline void cpng_straight_pixel(uint32_t pixel, uint8_t *out) {
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

/// Pixels a block: the opaque test and the byte swap below run over a block at a time.
enum { CPNG_BLOCK = 16 };

void cpng_straight_rgba_from_argb32(const uint8_t *argb32, size_t stride, uint32_t width, uint32_t height, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(argb32 + (size_t)y * stride);
        uint8_t *out = rgba + (size_t)y * width * 4;
        uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Opaque pixels, nearly all of a UI picture, only move bytes: a block whose alphas
        // are all 255 has each word's B and R trade places (bytes B, G, R, A in memory
        // become R, G, B, A), a loop of shifts and masks the compiler vectorises; the
        // verify of 2,000 references spent 17% of its time here pixel by pixel.
        for (; x + CPNG_BLOCK <= width; x += CPNG_BLOCK) {
            uint32_t alpha = 0xFF;
            for (uint32_t i = 0; i < CPNG_BLOCK; i++) alpha &= row[x + i] >> 24;
            if (alpha != 0xFF) {
                for (uint32_t i = 0; i < CPNG_BLOCK; i++) cpng_straight_pixel(row[x + i], out + 4 * (x + i));
                continue;
            }
            uint32_t words[CPNG_BLOCK];
            for (uint32_t i = 0; i < CPNG_BLOCK; i++) {
                uint32_t pixel = row[x + i];
                words[i] = (pixel & 0xFF00FF00u) | ((pixel >> 16) & 0xFFu) | ((pixel & 0xFFu) << 16);
            }
            memcpy(out + 4 * x, words, sizeof words);
        }
#endif
        for (; x < width; x++) cpng_straight_pixel(row[x], out + 4 * x);
    }
}

/// Where libpng's errors go: the message is kept for the caller's one-line error, then
/// libpng's longjmp returns to the setjmp of the call that failed. Warnings are dropped
/// (libpng's default handlers would print both on stderr).
typedef struct {
    char message[200];
} cpng_errors;

static void cpng_error(png_structp png, png_const_charp message) {
    cpng_errors *errors = (cpng_errors *)png_get_error_ptr(png);
    if (errors) snprintf(errors->message, sizeof errors->message, "%s", message);
    png_longjmp(png, 1);
}

static void cpng_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// A PNG being written: libpng's write state, the compressed bytes so far (in memory,
/// handed over whole at the end), and for cairo rows the one straight row they go through.
/// It is on the heap: the error handler and the output callback change it after setjmp,
/// and C11 7.13.2.1 leaves a non-volatile automatic object changed after setjmp
/// indeterminate once longjmp returns there. Only the pointer to it is automatic, set
/// before setjmp and never changed after.
struct cpng_writer {
    cpng_errors errors;
    cpng_buffer buffer;
    uint8_t *row;
    png_structp png;
    png_infop info;
    uint32_t width, height, written;
};

void cpng_writer_close(cpng_writer *writer) {
    if (!writer) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->row);
    free(writer->buffer.data);
    free(writer);
}

cpng_writer *cpng_writer_open(uint32_t width, uint32_t height, int compression_level, char *error, size_t error_size) {
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        snprintf(error, error_size, "a PNG is 1 to 2147483647 pixels on each side, not %ux%u", width, height);
        return NULL;
    }
    cpng_writer *const writer = (cpng_writer *)calloc(1, sizeof *writer);
    if (!writer) { snprintf(error, error_size, "out of memory"); return NULL; }
    writer->width = width;
    writer->height = height;
    // Flat UI pictures compress to about a tenth of their raw size at level 1.
    size_t raw = (size_t)width * height * 4;
    writer->buffer.capacity = raw / 8 + 4096;
    writer->buffer.data = (uint8_t *)malloc(writer->buffer.capacity);
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->errors, cpng_error, cpng_warning);
    writer->info = writer->png ? png_create_info_struct(writer->png) : NULL;
    if (!writer->png || !writer->info || !writer->buffer.data) {
        cpng_writer_close(writer);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        snprintf(error, error_size, "libpng: %s", writer->errors.message);
        cpng_writer_close(writer);
        return NULL;
    }
    png_structp png = writer->png;
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_write_fn(png, &writer->buffer, cpng_buffer_write, cpng_buffer_flush);
    png_set_compression_level(png, compression_level);
    // Measured on the project's snapshots and gallery: with no filter, zlib level 1 is 4x
    // faster than libpng's adaptive filtering and the files are 10% smaller (flat colours
    // and anti-aliased text gain nothing from prediction).
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, writer->info);
    return writer;
}

int cpng_writer_write_rows(cpng_writer *writer, const uint8_t *pixels, cpng_layout layout, size_t stride, uint32_t count,
                           char *error, size_t error_size) {
    if (count > writer->height - writer->written) {
        snprintf(error, error_size, "%u rows would pass the image's %u", writer->written + count, writer->height);
        return 0;
    }
    // Cairo rows go through one straight row, made when the first comes: a writer of
    // straight rows (the differ's, up to 64,000,000 pixels wide) never holds one.
    if (layout == CPNG_CAIRO_ARGB32 && !writer->row && !(writer->row = (uint8_t *)malloc((size_t)writer->width * 4))) {
        snprintf(error, error_size, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        snprintf(error, error_size, "libpng: %s", writer->errors.message);
        return 0;
    }
    for (uint32_t y = 0; y < count; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        if (layout == CPNG_CAIRO_ARGB32) {
            cpng_straight_rgba_from_argb32(source, stride, writer->width, 1, writer->row);
            png_write_row(writer->png, writer->row);
        } else {
            png_write_row(writer->png, source);
        }
    }
    writer->written += count;
    if (writer->buffer.failed) { snprintf(error, error_size, "out of memory"); return 0; }
    return 1;
}

int cpng_writer_finish(cpng_writer *writer, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    if (writer->written != writer->height) {
        snprintf(error, error_size, "%u of the image's %u rows were written", writer->written, writer->height);
        return 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        snprintf(error, error_size, "libpng: %s", writer->errors.message);
        return 0;
    }
    png_write_end(writer->png, writer->info);
    if (writer->buffer.failed) { snprintf(error, error_size, "out of memory"); return 0; }
    *out = writer->buffer.data;
    *out_size = writer->buffer.size;
    writer->buffer.data = NULL;
    return 1;
}

int cpng_encode(const uint8_t *pixels, cpng_layout layout, size_t stride, uint32_t width, uint32_t height,
                int compression_level, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    cpng_writer *const writer = cpng_writer_open(width, height, compression_level, error, error_size);
    if (!writer) return 0;
    const int ok = cpng_writer_write_rows(writer, pixels, layout, stride, height, error, error_size)
        && cpng_writer_finish(writer, out, out_size, error, error_size);
    cpng_writer_close(writer);
    return ok;
}

/// Checks the chunk layout of a whole PNG before libpng sees it: every chunk's length is
/// at most 2^31 - 1 and fits in what is left of the file, up to IEND. A header that
/// declares gigabytes is refused here, from the bytes in hand, instead of libpng
/// allocating or skipping that much. Returns 0 with the reason in `error`.
static int cpng_check_chunks(const uint8_t *data, size_t size, char *error, size_t error_size) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (size < 8 || memcmp(data, signature, 8) != 0) return 1;  // libpng says what is wrong
    size_t offset = 8;
    while (size - offset >= 8) {
        const uint8_t *chunk = data + offset;
        uint32_t length = (uint32_t)chunk[0] << 24 | (uint32_t)chunk[1] << 16 | (uint32_t)chunk[2] << 8 | chunk[3];
        char type[5];
        for (int i = 0; i < 4; i++) {
            uint8_t c = chunk[4 + i];
            type[i] = (char)(((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? c : '?');
        }
        type[4] = 0;
        if (length > PNG_UINT_31_MAX) {
            snprintf(error, error_size, "chunk %s declares %u bytes, over PNG's limit of 2^31 - 1", type, length);
            return 0;
        }
        if ((size_t)length + 12 > size - offset) {
            snprintf(error, error_size, "chunk %s declares %u bytes, but the file holds only %zu more", type, length, size - offset - 8);
            return 0;
        }
        offset += (size_t)length + 12;
        if (memcmp(type, "IEND", 4) == 0) return 1;
    }
    snprintf(error, error_size, "the file ends before its IEND chunk");
    return 0;
}

/// The largest width or height read: PlaceholderImage's pixel limit (64,000,000) allows
/// a 1 x 64,000,000 image, and libpng's default (1,000,000) would refuse it. The caller
/// checks width x height against its own limit before any pixel is decoded.
#define CPNG_MAX_SIDE 64000000u

/// The bounds every read applies: sides, how many ancillary chunks are kept and how
/// large a chunk libpng allocates for (a zTXt or iCCP inflates at most that far), and the
/// text chunks, which are not needed, skipped unread.
static void cpng_limit(png_structp png) {
    png_set_user_limits(png, CPNG_MAX_SIDE, CPNG_MAX_SIDE);
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 8u << 20);
    static const png_byte text[] = {'t', 'E', 'X', 't', 0, 'z', 'T', 'X', 't', 0, 'i', 'T', 'X', 't', 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, text, 3);
}

struct cpng_reader {
    cpng_errors errors;
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
};

static void cpng_reader_input(png_structp png, png_bytep bytes, size_t length) {
    cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "the file ends too early");
    memcpy(bytes, reader->data + reader->offset, length);
    reader->offset += length;
}

void cpng_reader_close(cpng_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader);
}

/// A read's setjmp branch: the error libpng raised copied to `error`, and the reader freed.
static void cpng_reader_failed(cpng_reader *reader, char *error, size_t error_size) {
    snprintf(error, error_size, "%s", reader->errors.message);
    cpng_reader_close(reader);
}

/// A reader over `data` with the limits set, or NULL with "out of memory" in `error`.
static cpng_reader *cpng_reader_new(const uint8_t *data, size_t size, char *error, size_t error_size) {
    cpng_reader *reader = (cpng_reader *)calloc(1, sizeof *reader);
    if (reader) {
        reader->data = data;
        reader->size = size;
        reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->errors, cpng_error, cpng_warning);
        reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    }
    if (!reader || !reader->png || !reader->info) {
        cpng_reader_close(reader);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    cpng_limit(reader->png);
#ifdef PNG_IGNORE_ADLER32
    // The image data's Adler-32 is not computed: each chunk's CRC-32 already covers the
    // compressed bytes (a changed byte is still refused), and on a large flat image the
    // checksum was almost half of the decode (scripts/bench-tools/inflate-cost.c).
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_read_fn(reader->png, reader, cpng_reader_input);
    return reader;
}

int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                   char *error, size_t error_size) {
    cpng_reader *const reader = cpng_reader_new(data, size, error, error_size);
    if (!reader) return 0;
    if (setjmp(png_jmpbuf(reader->png))) {
        cpng_reader_failed(reader, error, error_size);
        return 0;
    }
    png_read_info(reader->png, reader->info);
    *width = png_get_image_width(reader->png, reader->info);
    *height = png_get_image_height(reader->png, reader->info);
    cpng_reader_close(reader);
    return 1;
}

/// Sets the transforms that turn any PNG into straight RGBA8 as libpng's simplified API
/// reads it into PNG_FORMAT_RGBA with PNG_IMAGE_FLAG_16BIT_sRGB: palette, grey and low
/// bit depths expanded, tRNS to alpha, 16 bits scaled (16-bit files without gAMA or sRGB
/// taken as sRGB), a file gamma other than sRGB's converted, opaque alpha added,
/// interlacing undone. Returns the number of passes.
static int cpng_rgba8_transforms(png_structp png, png_infop info) {
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    png_set_alpha_mode(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    png_set_expand(png);
    if (depth == 16) png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    return passes;
}

int cpng_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity, char *error, size_t error_size) {
    if (!cpng_check_chunks(data, size, error, error_size)) return 0;
    cpng_reader *const reader = cpng_reader_new(data, size, error, error_size);
    if (!reader) return 0;
    if (setjmp(png_jmpbuf(reader->png))) {
        cpng_reader_failed(reader, error, error_size);
        return 0;
    }
    png_structp png = reader->png;
    png_read_info(png, reader->info);
    png_uint_32 width = png_get_image_width(png, reader->info), height = png_get_image_height(png, reader->info);
    if ((size_t)width * height * 4 != capacity) {
        snprintf(error, error_size, "%ux%u does not fit the %zu bytes given", width, height, capacity);
        cpng_reader_close(reader);
        return 0;
    }
    int passes = cpng_rgba8_transforms(png, reader->info);
    if (png_get_rowbytes(png, reader->info) != (size_t)width * 4) png_error(png, "the transforms do not give RGBA8 rows");
    // Row by row into the image itself: no row-pointer array, no second copy. An
    // interlaced image is read pass by pass into the same rows, as png_read_image does.
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * width * 4, NULL);
    }
    cpng_reader_close(reader);
    return 1;
}

cpng_reader *cpng_reader_open(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *plain,
                              char *error, size_t error_size) {
    *plain = 1;
    // No cpng_check_chunks: a file cut short must open and fail on the rows it lacks; reads
    // past the end fail in cpng_reader_input, and the limits bound what a chunk can cost.
    cpng_reader *const reader = cpng_reader_new(data, size, error, error_size);
    if (!reader) return NULL;
    if (setjmp(png_jmpbuf(reader->png))) {
        cpng_reader_failed(reader, error, error_size);
        return NULL;
    }
    png_read_info(reader->png, reader->info);
    // An interlaced image's rows come in seven passes over the whole image: it is decoded
    // whole. Any other is read with the whole decoder's transforms, so its rows are the
    // ones cpng_decode_rgba gives, whatever its depth, colour type and colour chunks.
    if (png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE) {
        *plain = 0;
        cpng_reader_close(reader);
        return NULL;
    }
    if (cpng_rgba8_transforms(reader->png, reader->info) != 1
        || png_get_rowbytes(reader->png, reader->info) != (size_t)png_get_image_width(reader->png, reader->info) * 4) {
        png_error(reader->png, "the transforms do not give RGBA8 rows");
    }
    *width = png_get_image_width(reader->png, reader->info);
    *height = png_get_image_height(reader->png, reader->info);
    return reader;
}

int cpng_reader_read_rows(cpng_reader *reader, uint8_t *rgba, uint32_t count, char *error, size_t error_size) {
    // `reader` points at heap memory and is not changed after setjmp; `row` below is
    // not read after a longjmp.
    if (setjmp(png_jmpbuf(reader->png))) {
        snprintf(error, error_size, "%s", reader->errors.message);
        return 0;
    }
    size_t rowBytes = (size_t)png_get_image_width(reader->png, reader->info) * 4;
    for (uint32_t row = 0; row < count; row++) png_read_row(reader->png, rgba + row * rowBytes, NULL);
    return 1;
}

const char *cpng_version(void) { return png_get_libpng_ver(NULL); }

void cpng_free(uint8_t *pointer) { free(pointer); }
