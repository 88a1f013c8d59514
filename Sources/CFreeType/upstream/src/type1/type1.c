/****************************************************************************
 *
 * type1.c
 *
 *   FreeType Type 1 driver component (body only).
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

#include "t1afm.c"
#include "t1driver.c"
#include "t1gload.c"
#include "t1load.c"
#include "t1objs.c"
#include "t1parse.c"


/* END */
