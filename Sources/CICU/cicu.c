#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#include "cicu.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

cicu_bidi *cicu_bidi_open(void) { return (cicu_bidi *)ubidi_open(); }
void cicu_bidi_close(cicu_bidi *bidi) { ubidi_close((UBiDi *)bidi); }

int cicu_bidi_set_paragraph(cicu_bidi *bidi, const uint16_t *text, int32_t length, int32_t level) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDiLevel paragraphLevel = level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)level;
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paragraphLevel, NULL, &error);
    return U_SUCCESS(error);
}

uint8_t cicu_bidi_paragraph_level(const cicu_bidi *bidi) { return ubidi_getParaLevel((const UBiDi *)bidi); }

int cicu_bidi_levels(cicu_bidi *bidi, uint8_t *levels, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    const UBiDiLevel *source = ubidi_getLevels((UBiDi *)bidi, &error);
    if (U_FAILURE(error) || length < 0 || ubidi_getLength((UBiDi *)bidi) < length) return 0;
    for (int32_t i = 0; i < length; i++) levels[i] = source[i];
    return 1;
}

int cicu_bidi_set_line(const cicu_bidi *paragraph, int32_t start, int32_t limit, cicu_bidi *line) {
    UErrorCode error = U_ZERO_ERROR;
    ubidi_setLine((const UBiDi *)paragraph, start, limit, (UBiDi *)line, &error);
    return U_SUCCESS(error);
}

int32_t cicu_bidi_run_count(cicu_bidi *line) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t count = ubidi_countRuns((UBiDi *)line, &error);
    return U_SUCCESS(error) ? count : -1;
}

int cicu_bidi_visual_run(cicu_bidi *line, int32_t index, int32_t *start, int32_t *length) {
    return ubidi_getVisualRun((UBiDi *)line, index, start, length) == UBIDI_RTL;
}

cicu_breaker *cicu_line_breaker(const char *locale, const uint16_t *text, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &error);
    return U_SUCCESS(error) ? (cicu_breaker *)iterator : NULL;
}

cicu_breaker *cicu_character_breaker(const uint16_t *text, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, NULL, (const UChar *)text, length, &error);
    return U_SUCCESS(error) ? (cicu_breaker *)iterator : NULL;
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
