/****************************************************************************
 *
 * sfdriver.h
 *
 *   High-level SFNT driver interface (specification).
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


#ifndef SFDRIVER_H_
#define SFDRIVER_H_


#include <freetype/ftmodapi.h>


FT_BEGIN_HEADER

  FT_DECLARE_MODULE( sfnt_module_class )

FT_END_HEADER

#endif /* SFDRIVER_H_ */


/* END */
