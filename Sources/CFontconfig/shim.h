// CFontconfig: font discovery and matching with an app-owned configuration. No wrappers
// are needed: Swift imports the FC_* property names (string macros) directly.
#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
// statfs(2), which Glibc's Swift module leaves out: FontLibrary refuses font folders on
// kernel file systems (/proc, /sys), whose files block or never end.
#include <sys/vfs.h>
#endif
