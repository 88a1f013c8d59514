// CFreeType: FreeType faces for metrics and for cairo's glyph rasteriser.
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

// FT_HAS_COLOR is a macro over face_flags; Swift cannot see macros with arguments.
static inline int cfreetype_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
// FT_LOAD_COLOR is a macro with a cast Swift does not import.
static inline int cfreetype_load_color(void) { return (int)FT_LOAD_COLOR; }
#endif
