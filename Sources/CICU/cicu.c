// The one file that calls ICU: Sources/CICU/include/cicu.h says what each function does.
#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#include "cicu.h"
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

cicu_bidi *cicu_bidi_open(int32_t *status) {
    UBiDi *bidi = ubidi_open();
    *status = bidi ? U_ZERO_ERROR : U_MEMORY_ALLOCATION_ERROR;
    return (cicu_bidi *)bidi;
}

void cicu_bidi_close(cicu_bidi *bidi) { ubidi_close((UBiDi *)bidi); }

int32_t cicu_bidi_set_paragraph(cicu_bidi *bidi, const uint16_t *text, int32_t length, int32_t level) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDiLevel paragraphLevel = level == -1 ? UBIDI_DEFAULT_LTR : level == -2 ? UBIDI_DEFAULT_RTL : (UBiDiLevel)level;
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paragraphLevel, NULL, &error);
    return error;
}

uint8_t cicu_bidi_paragraph_level(const cicu_bidi *bidi) { return ubidi_getParaLevel((const UBiDi *)bidi); }

int32_t cicu_bidi_levels(cicu_bidi *bidi, uint8_t *levels, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    if (length < 0 || ubidi_getLength((UBiDi *)bidi) < length) return U_INDEX_OUTOFBOUNDS_ERROR;
    if (length == 0) return U_ZERO_ERROR;
    const UBiDiLevel *source = ubidi_getLevels((UBiDi *)bidi, &error);
    if (U_FAILURE(error)) return error;
    memcpy(levels, source, (size_t)length);
    return U_ZERO_ERROR;
}

int32_t cicu_bidi_set_line(const cicu_bidi *paragraph, int32_t start, int32_t limit, cicu_bidi *line) {
    UErrorCode error = U_ZERO_ERROR;
    ubidi_setLine((const UBiDi *)paragraph, start, limit, (UBiDi *)line, &error);
    return error;
}

int32_t cicu_bidi_run_count(cicu_bidi *line, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t count = ubidi_countRuns((UBiDi *)line, &error);
    *status = error;
    return U_SUCCESS(error) ? count : 0;
}

int cicu_bidi_visual_run(cicu_bidi *line, int32_t index, int32_t *start, int32_t *length) {
    return ubidi_getVisualRun((UBiDi *)line, index, start, length) == UBIDI_RTL;
}

cicu_breaker *cicu_line_breaker(const char *locale, const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &error);
    *status = error;
    return U_SUCCESS(error) ? (cicu_breaker *)iterator : NULL;
}

cicu_breaker *cicu_character_breaker(const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &error);
    *status = error;
    return U_SUCCESS(error) ? (cicu_breaker *)iterator : NULL;
}

cicu_breaker *cicu_breaker_clone(const cicu_breaker *pattern, const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_clone((const UBreakIterator *)pattern, &error);
    if (U_SUCCESS(error)) ubrk_setText(iterator, (const UChar *)text, length, &error);
    *status = error;
    if (U_SUCCESS(error)) return (cicu_breaker *)iterator;
    ubrk_close(iterator);
    return NULL;
}

void cicu_breaker_close(cicu_breaker *breaker) { ubrk_close((UBreakIterator *)breaker); }

int32_t cicu_breaker_next(cicu_breaker *breaker) {
    int32_t next = ubrk_next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

int cicu_breaker_is_hard(cicu_breaker *breaker) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)breaker);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

int32_t cicu_language_tag(const char *tag, int32_t *cjk, int32_t *rtl) {
    UErrorCode error = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    char likely[ULOC_FULLNAME_CAPACITY];
    char language[ULOC_LANG_CAPACITY];
    char script[ULOC_SCRIPT_CAPACITY];
    char region[ULOC_COUNTRY_CAPACITY];
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, &error);
    if (U_FAILURE(error)) return error;
    if (error == U_STRING_NOT_TERMINATED_WARNING || length < 0 || parsed != (int32_t)strlen(tag)) return U_ILLEGAL_ARGUMENT_ERROR;
    error = U_ZERO_ERROR;
    uloc_addLikelySubtags(locale, likely, (int32_t)sizeof likely, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return U_FAILURE(error) ? error : U_BUFFER_OVERFLOW_ERROR;
    uloc_getLanguage(likely, language, (int32_t)sizeof language, &error);
    uloc_getScript(likely, script, (int32_t)sizeof script, &error);
    uloc_getCountry(likely, region, (int32_t)sizeof region, &error);
    if (U_FAILURE(error)) return error;
    if (strcmp(script, "Hans") == 0) *cjk = 1;
    else if (strcmp(script, "Hant") == 0) *cjk = strcmp(region, "HK") == 0 || strcmp(region, "MO") == 0 ? 3 : 2;
    else if (strcmp(language, "ja") == 0) *cjk = 4;
    else if (strcmp(language, "ko") == 0) *cjk = 5;
    else *cjk = 0;
    *rtl = uloc_isRightToLeft(likely) ? 1 : 0;
    return U_ZERO_ERROR;
}

void cicu_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}

int32_t cicu_script(uint32_t c) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)c, &error);
    return U_SUCCESS(error) ? (int32_t)script : (int32_t)USCRIPT_COMMON;
}

int cicu_script_is_neutral(int32_t script) { return script == USCRIPT_COMMON || script == USCRIPT_INHERITED; }
const char *cicu_script_code(int32_t script) { return uscript_getShortName((UScriptCode)script); }
int cicu_is_emoji_presentation(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI_PRESENTATION); }
int cicu_is_extended_pictographic(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EXTENDED_PICTOGRAPHIC); }
int cicu_is_regional_indicator(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_REGIONAL_INDICATOR); }
int cicu_is_emoji_modifier(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_EMOJI_MODIFIER); }
int cicu_is_default_ignorable(uint32_t c) { return u_hasBinaryProperty((UChar32)c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT); }
int cicu_is_whitespace(uint32_t c) { return u_isUWhiteSpace((UChar32)c); }
int cicu_is_control(uint32_t c) { return u_charType((UChar32)c) == U_CONTROL_CHAR; }
