// CHarfBuzz: text shaping with HarfBuzz's own OpenType font functions. No wrappers are
// needed: Swift imports every HarfBuzz declaration PlaceholderKit uses directly.
#ifndef CHARFBUZZ_H
#define CHARFBUZZ_H
#include "hb.h"
#include "hb-ot.h"
#endif
