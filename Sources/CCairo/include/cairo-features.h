/* cairo-features.h for the CCairo SwiftPM target (cairo 1.18.4): what cairo's meson
 * writes with freetype, png, pdf and svg on and fontconfig, ps, script, tee, xlib, xcb,
 * quartz, win32 and gobject off. Everything not listed here is off. Copied into
 * Sources/CCairo/include by scripts/vendor.
 */
#ifndef CAIRO_FEATURES_H
#define CAIRO_FEATURES_H

#define CAIRO_HAS_FT_FONT 1
#define CAIRO_HAS_IMAGE_SURFACE 1
#define CAIRO_HAS_MIME_SURFACE 1
#define CAIRO_HAS_OBSERVER_SURFACE 1
#define CAIRO_HAS_PDF_SURFACE 1
#define CAIRO_HAS_PNG_FUNCTIONS 1
#define CAIRO_HAS_RECORDING_SURFACE 1
#define CAIRO_HAS_SVG_SURFACE 1
#define CAIRO_HAS_USER_FONT 1

#endif
