/* pixman's SSSE3 implementation, built where config/pixman-config.h asks for it (x86 only): its
 * intrinsics headers exist nowhere else. */
#include <pixman-config.h>
#ifdef USE_SSSE3
#include "../upstream/pixman-ssse3.c"
#endif
