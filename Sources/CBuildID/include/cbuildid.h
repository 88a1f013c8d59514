#ifndef CBUILDID_H
#define CBUILDID_H

#include <stddef.h>

/// Copies the running executable's GNU build ID (the linker's hash of what it linked, in its
/// NT_GNU_BUILD_ID note) into `out`, at most `capacity` bytes; returns how many, 0 when the
/// executable has none. Read from the program headers in memory (dl_iterate_phdr), so no
/// file is opened.
size_t placeholderkit_build_id(unsigned char *out, size_t capacity);

#endif
