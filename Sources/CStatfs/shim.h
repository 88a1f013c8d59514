// CStatfs: statfs(2), which Glibc's Swift module leaves out: FontLibrary refuses font
// folders on kernel file systems (/proc, /sys), whose files block or never end. A header
// only; nothing to link.
#ifndef CSTATFS_SHIM_H
#define CSTATFS_SHIM_H
#include <sys/vfs.h>
#endif
