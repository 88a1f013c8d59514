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

/// Encodes straight (un-premultiplied) RGBA8 rows, `width * 4` bytes each, as an 8-bit
/// RGBA PNG at zlib `compression_level` (0-9). On success returns 1 and hands `*out`
/// (free it with cpng_free) and `*out_size` to the caller; on failure returns 0 and
/// copies libpng's message into `error`.
int cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int compression_level,
                     uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Reads only the header of a PNG: its width and height. Returns 1 on success; 0 with
/// libpng's message in `error`. Decodes no pixel.
int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                   char *error, size_t error_size);

/// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA, 16-bit, interlaced) to
/// straight RGBA8 through libpng's simplified API. Images of more than `max_pixels`
/// pixels are refused before any pixel is decoded. Returns 1 on success with `*out`
/// (free it with cpng_free); 0 with the reason in `error`.
int cpng_decode_rgba(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t *width, uint32_t *height,
                     uint8_t **out, char *error, size_t error_size);

/// Frees a buffer returned by cpng_encode_rgba or cpng_decode_rgba.
void cpng_free(uint8_t *pointer);
#endif
