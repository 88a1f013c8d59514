/* pixman's SSE2 implementation, built where config/pixman-config.h asks for it (x86 only): its
 * intrinsics headers exist nowhere else. */
#include <pixman-config.h>
#ifdef USE_SSE2
#include "../upstream/pixman-sse2.c"
#endif
