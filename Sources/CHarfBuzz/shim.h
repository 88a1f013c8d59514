// CHarfBuzz: text shaping with HarfBuzz's own OpenType font functions.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

// HB_TAG and the direction/script constants are macros Swift cannot see.
static inline hb_tag_t charfbuzz_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
static inline hb_direction_t charfbuzz_ltr(void) { return HB_DIRECTION_LTR; }
static inline hb_direction_t charfbuzz_rtl(void) { return HB_DIRECTION_RTL; }
static inline unsigned int charfbuzz_unsafe_to_break(void) { return HB_GLYPH_FLAG_UNSAFE_TO_BREAK; }
#endif
