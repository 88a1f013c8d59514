/* cairo-features.h for the CCairo SwiftPM target (cairo 1.16.0).
 * Hand-trimmed from the file that cairo's ./configure generates with
 *   --enable-ft --disable-fc --enable-pdf --enable-svg --enable-png --disable-ps
 *   --disable-xlib --disable-xcb --disable-script --disable-xml --disable-tee
 *   --disable-gobject ...
 * Everything not listed here (FC font, PS, script, xml, tee, xlib, xcb, quartz,
 * win32, gl, gobject, ...) is off. Copied into Sources/CCairo/include by scripts/vendor.
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
