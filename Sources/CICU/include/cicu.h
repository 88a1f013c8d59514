// CICU: ICU's bidi algorithm, UAX #14 line breaking, grapheme clusters, locales and
// character properties, for Swift, from the vendored ICU (Debian 13's icu 76.1, the
// translation units of its common library these calls need, with the data they read
// linked in: scripts/vendor, Sources/CICU/upstream and Sources/CICU/data). The same ICU
// and the same data in every build (source, SystemLibraries trait, bundle, .deb) and with
// every Swift toolchain: nothing imports the toolchain's private ICU module.
//
// ICU's own symbols carry a renaming of ours (ubrk_open_76_placeholderkit, namespace
// icu_76_placeholderkit; scripts/vendor-patches/icu/uconfig_local.h), so they never clash
// with the ICU Foundation links into the same process. This header speaks only in plain C
// types (Swift never sees ICU's headers), and cicu.c is the one file that calls ICU.
//
// Errors: every call that can fail reports ICU's UErrorCode as an int32_t (0 success,
// negative a warning, positive a failure); cicu_error_name names it.
#ifndef CICU_H
#define CICU_H
#include <stdint.h>

typedef struct cicu_bidi cicu_bidi;
typedef struct cicu_breaker cicu_breaker;

/// ICU's name for an error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *cicu_error_name(int32_t status);

// Bidi. Every call takes UTF-16 text.
/// A bidi object, or NULL with `*status` set.
cicu_bidi *cicu_bidi_open(int32_t *status);
void cicu_bidi_close(cicu_bidi *bidi);
/// Runs the bidi algorithm on one paragraph at `level` (0 left-to-right, 1 right-to-left),
/// or at the level of the first strong character when `level` is -1 (left-to-right when
/// there is none) or -2 (right-to-left when there is none). Returns the status.
int32_t cicu_bidi_set_paragraph(cicu_bidi *bidi, const uint16_t *text, int32_t length, int32_t level);
/// 0 for a left-to-right paragraph, 1 for right-to-left.
uint8_t cicu_bidi_paragraph_level(const cicu_bidi *bidi);
/// Copies the embedding levels of the first `length` UTF-16 units into `levels`; a
/// failure status when the paragraph is shorter than `length`.
int32_t cicu_bidi_levels(cicu_bidi *bidi, uint8_t *levels, int32_t length);
/// Makes `line` the visual ordering of [start, limit) of `paragraph` (rule L1 applied).
int32_t cicu_bidi_set_line(const cicu_bidi *paragraph, int32_t start, int32_t limit, cicu_bidi *line);
/// The number of visual runs of a line (0 with `*status` set on failure).
int32_t cicu_bidi_run_count(cicu_bidi *line, int32_t *status);
/// The logical start and length of visual run `index`; returns 1 when it is right-to-left.
int cicu_bidi_visual_run(cicu_bidi *line, int32_t index, int32_t *start, int32_t *length);

// Break iterators over UTF-16 text; the text must outlive the breaker. `text` may be NULL
// (with `length` 0) for a pattern to clone.
/// UAX #14 line breaking with the tailoring of `locale` (may be ""), or NULL with `*status`.
cicu_breaker *cicu_line_breaker(const char *locale, const uint16_t *text, int32_t length, int32_t *status);
/// Extended grapheme clusters (UAX #29; the root locale, whatever $LANG says), or NULL
/// with `*status`.
cicu_breaker *cicu_character_breaker(const uint16_t *text, int32_t length, int32_t *status);
/// A breaker of the same kind and tailoring as `pattern`, over `text` (ubrk_clone, which
/// ICU makes thread safe, then ubrk_setText): cheap, where opening one reads its rules
/// anew. NULL with `*status` set on failure.
cicu_breaker *cicu_breaker_clone(const cicu_breaker *pattern, const uint16_t *text, int32_t length, int32_t *status);
void cicu_breaker_close(cicu_breaker *breaker);
/// The next boundary after the current one, or -1 at the end. The first call returns
/// the first boundary after 0.
int32_t cicu_breaker_next(cicu_breaker *breaker);
/// Whether the boundary just returned is a mandatory (hard) line break.
int cicu_breaker_is_hard(cicu_breaker *breaker);

// Locales.
/// Reads a BCP 47 language tag. Fails (U_ILLEGAL_ARGUMENT_ERROR) unless ICU parses the
/// whole tag. With ICU's likely subtags added, `*cjk` is 1 for Simplified Chinese (script
/// Hans), 3 for Traditional Chinese of Hong Kong or Macao, 2 for other Traditional Chinese
/// (Hant), 4 for Japanese, 5 for Korean, 0 for every other language; `*rtl` is 1 when
/// the language is written right to left.
int32_t cicu_language_tag(const char *tag, int32_t *cjk, int32_t *rtl);

/// ICU's version, such as "76.1", written into `buffer` (at least 20 bytes).
void cicu_version(char *buffer);

// Character properties (code points).
int32_t cicu_script(uint32_t c);
int cicu_script_is_neutral(int32_t script);
/// ISO 15924 code of an ICU script value ("Latn", "Arab"), for HarfBuzz.
const char *cicu_script_code(int32_t script);
int cicu_is_emoji_presentation(uint32_t c);
int cicu_is_extended_pictographic(uint32_t c);
int cicu_is_regional_indicator(uint32_t c);
int cicu_is_emoji_modifier(uint32_t c);
int cicu_is_default_ignorable(uint32_t c);
int cicu_is_whitespace(uint32_t c);
int cicu_is_control(uint32_t c);
#endif
