// CHarfBuzz: text shaping with HarfBuzz's own OpenType font functions.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

// The direction constants are macros Swift cannot see.
static inline hb_direction_t charfbuzz_ltr(void) { return HB_DIRECTION_LTR; }
static inline hb_direction_t charfbuzz_rtl(void) { return HB_DIRECTION_RTL; }
#endif
