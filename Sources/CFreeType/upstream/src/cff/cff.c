/****************************************************************************
 *
 * cff.c
 *
 *   FreeType OpenType driver component (body only).
 *
 * Copyright (C) 1996-2024 by
 * David Turner, Robert Wilhelm, and Werner Lemberg.
 *
 * This file is part of the FreeType project, and may only be used,
 * modified, and distributed under the terms of the FreeType project
 * license, LICENSE.TXT.  By continuing to use, modify, or distribute
 * this file you indicate that you have read the license and
 * understand and accept it fully.
 *
 */


#define FT_MAKE_OPTION_SINGLE_OBJECT

#include "cffcmap.c"
#include "cffdrivr.c"
#include "cffgload.c"
#include "cffparse.c"
#include "cffload.c"
#include "cffobjs.c"

/* END */
