// CFreeType: FreeType faces for metrics and for cairo's glyph rasteriser. No wrappers
// are needed: Swift imports FT_LOAD_COLOR and FT_FACE_FLAG_COLOR directly, and Face reads
// `face_flags` itself instead of the function-like macro FT_HAS_COLOR. The TrueType
// tables header gives FT_Get_Sfnt_Table and TT_OS2 (strikeout position and size); the
// module header FT_Property_Set (FreeTypeLibrary pins stem darkening with it); the names
// header FT_Get_Sfnt_Name (FontCatalog reads family and style names with it).
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MODULE_H
#include FT_SFNT_NAMES_H
#endif
