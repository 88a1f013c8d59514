// CCairo: cairo's image, SVG and PDF surfaces and its FreeType font backend.
#ifndef CCAIRO_H
#define CCAIRO_H
#include "cairo.h"
#include "cairo-ft.h"
#include "cairo-svg.h"
#include "cairo-pdf.h"
#endif
