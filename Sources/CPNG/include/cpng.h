// CPNG: PNG encoding and decoding through libpng, for Swift.
//
// libpng reports errors with longjmp, which Swift cannot catch, so the calls
// PlaceholderImage needs are written in cpng.c, where setjmp can guard them. This header
// speaks plain C types only; cpng.c includes <png.h>. It is a C target rather than a
// system-library shim so that the compiler's warnings apply to the C code.
#ifndef CPNG_H
#define CPNG_H
#include <stddef.h>
#include <stdint.h>

/// How the pixels handed to cpng_encode are laid out.
typedef enum {
    /// Straight (un-premultiplied) RGBA8, 4 bytes a pixel in that order.
    CPNG_RGBA = 0,
    /// cairo's CAIRO_FORMAT_ARGB32: native-endian 32-bit words, premultiplied alpha.
    CPNG_CAIRO_ARGB32 = 1
} cpng_layout;

/// Converts cairo ARGB32 rows (`stride` bytes apart) to straight RGBA8 rows, `width * 4`
/// bytes each: components are un-premultiplied (rounded) only where alpha is neither 0
/// nor 255; a transparent pixel becomes 0, 0, 0, 0.
void cpng_straight_rgba_from_argb32(const uint8_t *argb32, size_t stride, uint32_t width, uint32_t height, uint8_t *rgba);

/// Encodes `height` rows of `width` pixels, `stride` bytes apart, as an 8-bit RGBA PNG at
/// zlib `compression_level` (0-9), with no row filter. Cairo rows are converted one row at
/// a time, so no full-size copy is made. On success returns 1 and hands `*out` (free it
/// with cpng_free) and `*out_size` to the caller; on failure returns 0 and copies the
/// reason (libpng's own message, through this file's error handler) into `error`.
int cpng_encode(const uint8_t *pixels, cpng_layout layout, size_t stride, uint32_t width, uint32_t height,
                int compression_level, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// A PNG written a band of rows at a time, as cpng_encode writes one (the same bytes for
/// the same rows): the differ's diff image, never held whole.
typedef struct cpng_writer cpng_writer;

/// Starts an 8-bit RGBA PNG of `width` × `height` at zlib `compression_level`, with no row
/// filter; NULL with the reason in `error` for a size a PNG cannot have or no memory.
cpng_writer *cpng_writer_open(uint32_t width, uint32_t height, int compression_level, char *error, size_t error_size);

/// Compresses the next `count` rows (`stride` bytes apart, laid out as `layout`). Returns 0
/// with the reason in `error` when they would pass the image's height or libpng fails;
/// the writer can then only be closed.
int cpng_writer_write_rows(cpng_writer *writer, const uint8_t *pixels, cpng_layout layout, size_t stride, uint32_t count,
                           char *error, size_t error_size);

/// Ends the PNG once every row is written and hands its bytes to the caller (`*out`, free
/// it with cpng_free); 0 with the reason in `error` otherwise. Close the writer after.
int cpng_writer_finish(cpng_writer *writer, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Frees the writer and any bytes it still holds; NULL is ignored.
void cpng_writer_close(cpng_writer *writer);

/// Every read below is bounded: sides up to 64,000,000 pixels (libpng's default limit is
/// 1,000,000), at most 1000 ancillary chunks kept, no chunk allocation over 8 MB (so a
/// zTXt or iCCP cannot inflate further), tEXt, zTXt and iTXt skipped unread; the
/// decoders first check that every chunk's declared length fits in the bytes given.

/// Reads only the header of a PNG: its width and height. Returns 1 on success; 0 with
/// libpng's message in `error`. Decodes no pixel.
int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                   char *error, size_t error_size);

/// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA, 1 to 16 bits, interlaced) to
/// straight RGBA8, as libpng's simplified API reads it into PNG_FORMAT_RGBA (16-bit files
/// taken as sRGB), into `pixels`, which must hold exactly width × height × 4 bytes (read
/// the size first with cpng_read_size). Rows are decoded straight into `pixels`: memory
/// beyond them is a row or two, whatever the bit depth or interlacing. Returns 1 on
/// success; 0 with the reason in `error`.
int cpng_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity, char *error, size_t error_size);

/// A PNG being decoded row by row.
typedef struct cpng_reader cpng_reader;

/// Opens `data` (which must outlive the reader) for decoding row by row, when the PNG is
/// not interlaced (any depth, colour type and colour chunks): rows then come out as
/// straight RGBA8 identical to cpng_decode_rgba's, through the same transforms. Returns
/// NULL with `*plain` 0 for an interlaced PNG (decode it whole), NULL with `*plain` 1 and a
/// message for a broken one.
cpng_reader *cpng_reader_open(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *plain,
                              char *error, size_t error_size);
/// Decodes the next `count` rows into `rgba`, `width * 4` bytes each. Returns 1, or 0 with
/// libpng's message (the reader is then unusable but must still be closed).
int cpng_reader_read_rows(cpng_reader *reader, uint8_t *rgba, uint32_t count, char *error, size_t error_size);
void cpng_reader_close(cpng_reader *reader);

/// The version of the libpng this program runs with, such as "1.6.39".
const char *cpng_version(void);

/// Frees a buffer returned by cpng_encode.
void cpng_free(uint8_t *pointer);
#endif
