// CFontconfig: font discovery and matching with an app-owned configuration.
#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

// FC_* property names are string macros; Swift imports them, but keeping them as
// functions documents which properties PlaceholderKit reads.
static inline const char *cfontconfig_family(void) { return FC_FAMILY; }
static inline const char *cfontconfig_file(void) { return FC_FILE; }
static inline const char *cfontconfig_index(void) { return FC_INDEX; }
static inline const char *cfontconfig_weight(void) { return FC_WEIGHT; }
static inline const char *cfontconfig_slant(void) { return FC_SLANT; }
static inline const char *cfontconfig_charset(void) { return FC_CHARSET; }
#endif
