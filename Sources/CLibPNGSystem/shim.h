// CLibPNG from the system (the SystemLibraries trait): libpng's header, for CPNG.
#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
#include <png.h>
#endif
