// CHarfBuzz: text shaping with HarfBuzz's own OpenType font functions. No wrappers are
// needed: Swift imports every HarfBuzz declaration PlaceholderKit uses directly.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
