// CMalloc: glibc's mallopt(3), which Glibc's Swift module leaves out: the command line keeps
// the image-sized buffers it frees for the next image (FreedBuffers.swift). A header only;
// nothing to link.
#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
#include <malloc.h>
#endif
