// CFreeType: FreeType faces for metrics and for cairo's glyph rasteriser.
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

// Why: FT_HAS_COLOR is a function-like macro, which Swift cannot import.
// When it can go: if FreeType offers it as a function, or PlaceholderKit reads
// `face_flags & FT_FACE_FLAG_COLOR` itself.
static inline int cfreetype_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
#endif
