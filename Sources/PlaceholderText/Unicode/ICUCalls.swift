import Glibc
import _FoundationICU

// ICU's bidi algorithm, UAX #14 line breaking, grapheme clusters, locales and character
// properties, from the toolchain's own ICU: swift-foundation-icu (module `_FoundationICU`,
// ICU 76.1, its functions prefixed `swift_`), linked statically into the release tool,
// so every build breaks and reorders text with the same ICU and the same data, whatever
// the host has. These functions were the C target CICU's (which linked the host's ICU)
// and keep its names and plain types: each status is ICU's `UErrorCode` as an `Int32` (0
// success, negative a warning, positive a failure), named by `cicu_error_name`; a bidi
// object or break iterator is an `OpaquePointer` its owner closes.

/// ICU's name for an error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
func cicu_error_name(_ status: Int32) -> UnsafePointer<CChar>! { swift_u_errorName(UErrorCode(status)) }

/// A bidi object, or nil with `status` set.
func cicu_bidi_open(_ status: UnsafeMutablePointer<Int32>) -> OpaquePointer? {
    let bidi = swift_ubidi_open()
    status.pointee = bidi == nil ? U_MEMORY_ALLOCATION_ERROR.rawValue : U_ZERO_ERROR.rawValue
    return bidi
}

func cicu_bidi_close(_ bidi: OpaquePointer?) { swift_ubidi_close(bidi) }

/// Runs the bidi algorithm on one paragraph at `level` (0 left-to-right, 1 right-to-left),
/// or at the level of the first strong character when `level` is -1 (left-to-right when
/// there is none) or -2 (right-to-left when there is none). Returns the status.
func cicu_bidi_set_paragraph(_ bidi: OpaquePointer?, _ text: UnsafePointer<UInt16>?, _ length: Int32, _ level: Int32) -> Int32 {
    var error = U_ZERO_ERROR
    let paragraphLevel = level == -1 ? UBiDiLevel(UBIDI_DEFAULT_LTR) : level == -2 ? UBiDiLevel(UBIDI_DEFAULT_RTL) : UBiDiLevel(truncatingIfNeeded: level)
    swift_ubidi_setPara(bidi, text, length, paragraphLevel, nil, &error)
    return error.rawValue
}

/// 0 for a left-to-right paragraph, 1 for right-to-left.
func cicu_bidi_paragraph_level(_ bidi: OpaquePointer?) -> UInt8 { swift_ubidi_getParaLevel(bidi) }

/// Copies the embedding level of each of the first `length` code units into `levels`.
func cicu_bidi_levels(_ bidi: OpaquePointer?, _ levels: UnsafeMutablePointer<UInt8>, _ length: Int32) -> Int32 {
    var error = U_ZERO_ERROR
    if length < 0 || swift_ubidi_getLength(bidi) < length { return U_INDEX_OUTOFBOUNDS_ERROR.rawValue }
    if length == 0 { return U_ZERO_ERROR.rawValue }
    guard let source = swift_ubidi_getLevels(bidi, &error), error.rawValue <= 0 else { return error.rawValue }
    levels.update(from: source, count: Int(length))
    return U_ZERO_ERROR.rawValue
}

/// Sets `line` to the units `start..<limit` of the paragraph `paragraph`.
func cicu_bidi_set_line(_ paragraph: OpaquePointer?, _ start: Int32, _ limit: Int32, _ line: OpaquePointer?) -> Int32 {
    var error = U_ZERO_ERROR
    swift_ubidi_setLine(paragraph, start, limit, line, &error)
    return error.rawValue
}

/// The number of visual runs of `line` (0 with `status` set on failure).
func cicu_bidi_run_count(_ line: OpaquePointer?, _ status: UnsafeMutablePointer<Int32>) -> Int32 {
    var error = U_ZERO_ERROR
    let count = swift_ubidi_countRuns(line, &error)
    status.pointee = error.rawValue
    return error.rawValue <= 0 ? count : 0
}

/// Visual run `index` of `line`: its logical start and length; 1 when it is right-to-left.
func cicu_bidi_visual_run(_ line: OpaquePointer?, _ index: Int32, _ start: UnsafeMutablePointer<Int32>, _ length: UnsafeMutablePointer<Int32>) -> Int32 {
    swift_ubidi_getVisualRun(line, index, start, length) == UBIDI_RTL ? 1 : 0
}

/// A line break iterator (UAX #14, tailored for `locale`) over `text`, or nil with `status` set.
func cicu_line_breaker(_ locale: UnsafePointer<CChar>?, _ text: UnsafePointer<UInt16>?, _ length: Int32, _ status: UnsafeMutablePointer<Int32>) -> OpaquePointer? {
    var error = U_ZERO_ERROR
    let iterator = swift_ubrk_open(UBRK_LINE, locale, text, length, &error)
    status.pointee = error.rawValue
    return error.rawValue <= 0 ? iterator : nil
}

/// A grapheme-cluster break iterator over `text`, or nil with `status` set.
func cicu_character_breaker(_ text: UnsafePointer<UInt16>?, _ length: Int32, _ status: UnsafeMutablePointer<Int32>) -> OpaquePointer? {
    var error = U_ZERO_ERROR
    let iterator = swift_ubrk_open(UBRK_CHARACTER, nil, text, length, &error)
    status.pointee = error.rawValue
    return error.rawValue <= 0 ? iterator : nil
}

/// A copy of `pattern` set to `text` (cheaper than opening one), or nil with `status` set.
func cicu_breaker_clone(_ pattern: OpaquePointer?, _ text: UnsafePointer<UInt16>?, _ length: Int32, _ status: UnsafeMutablePointer<Int32>) -> OpaquePointer? {
    var error = U_ZERO_ERROR
    let iterator = swift_ubrk_clone(pattern, &error)
    if error.rawValue <= 0 { swift_ubrk_setText(iterator, text, length, &error) }
    status.pointee = error.rawValue
    if error.rawValue <= 0 { return iterator }
    swift_ubrk_close(iterator)
    return nil
}

func cicu_breaker_close(_ breaker: OpaquePointer?) { swift_ubrk_close(breaker) }

/// The next boundary, or -1 at the end.
func cicu_breaker_next(_ breaker: OpaquePointer?) -> Int32 {
    let next = swift_ubrk_next(breaker)
    return next == UBRK_DONE ? -1 : next
}

/// 1 when the boundary just returned by a line breaker is a hard (mandatory) break.
func cicu_breaker_is_hard(_ breaker: OpaquePointer?) -> Int32 {
    let status = swift_ubrk_getRuleStatus(breaker)
    return status >= Int32(clamping: UBRK_LINE_HARD.rawValue) && status < Int32(clamping: UBRK_LINE_HARD_LIMIT.rawValue) ? 1 : 0
}

/// Parses the BCP 47 `tag` and adds its likely subtags: `cjk` becomes 1 for Simplified
/// Chinese, 2 Traditional, 3 Hong Kong or Macao Traditional, 4 Japanese, 5 Korean, 0 else;
/// `rtl` 1 for a right-to-left script. Returns the status (a failure for a tag ICU cannot
/// parse in full).
func cicu_language_tag(_ tag: UnsafePointer<CChar>, _ cjk: UnsafeMutablePointer<Int32>, _ rtl: UnsafeMutablePointer<Int32>) -> Int32 {
    var error = U_ZERO_ERROR
    var locale = [CChar](repeating: 0, count: Int(ULOC_FULLNAME_CAPACITY))
    var likely = [CChar](repeating: 0, count: Int(ULOC_FULLNAME_CAPACITY))
    var language = [CChar](repeating: 0, count: Int(ULOC_LANG_CAPACITY))
    var script = [CChar](repeating: 0, count: Int(ULOC_SCRIPT_CAPACITY))
    var region = [CChar](repeating: 0, count: Int(ULOC_COUNTRY_CAPACITY))
    var parsed: Int32 = 0
    let length = swift_uloc_forLanguageTag(tag, &locale, Int32(clamping: locale.count), &parsed, &error)
    if error.rawValue > 0 { return error.rawValue }
    if error == U_STRING_NOT_TERMINATED_WARNING || length < 0 || Int(parsed) != strlen(tag) { return U_ILLEGAL_ARGUMENT_ERROR.rawValue }
    error = U_ZERO_ERROR
    swift_uloc_addLikelySubtags(locale, &likely, Int32(clamping: likely.count), &error)
    if error.rawValue > 0 { return error.rawValue }
    if error == U_STRING_NOT_TERMINATED_WARNING { return U_BUFFER_OVERFLOW_ERROR.rawValue }
    swift_uloc_getLanguage(likely, &language, Int32(clamping: language.count), &error)
    swift_uloc_getScript(likely, &script, Int32(clamping: script.count), &error)
    swift_uloc_getCountry(likely, &region, Int32(clamping: region.count), &error)
    if error.rawValue > 0 { return error.rawValue }
    func text(_ field: [CChar]) -> String { String(decoding: field.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    let regionName = text(region)
    switch (text(script), text(language)) {
    case ("Hans", _): cjk.pointee = 1
    case ("Hant", _): cjk.pointee = regionName == "HK" || regionName == "MO" ? 3 : 2
    case (_, "ja"): cjk.pointee = 4
    case (_, "ko"): cjk.pointee = 5
    default: cjk.pointee = 0
    }
    rtl.pointee = swift_uloc_isRightToLeft(likely) != 0 ? 1 : 0
    return U_ZERO_ERROR.rawValue
}

/// ICU's version, such as "76.1", into `buffer` (at least 20 bytes).
func cicu_version(_ buffer: UnsafeMutablePointer<CChar>) {
    var version: UVersionInfo = (0, 0, 0, 0)
    swift_u_getVersion(&version)
    withUnsafeMutablePointer(to: &version) {
        $0.withMemoryRebound(to: UInt8.self, capacity: 4) { swift_u_versionToString($0, buffer) }
    }
}

/// The script of `c` (ICU's UScriptCode), Common when ICU cannot say.
func cicu_script(_ c: UInt32) -> Int32 {
    var error = U_ZERO_ERROR
    let script = swift_uscript_getScript(UChar32(bitPattern: c), &error)
    return error.rawValue <= 0 ? script.rawValue : USCRIPT_COMMON.rawValue
}

/// 1 for Common and Inherited, the scripts that take their neighbours'.
func cicu_script_is_neutral(_ script: Int32) -> Int32 { script == USCRIPT_COMMON.rawValue || script == USCRIPT_INHERITED.rawValue ? 1 : 0 }
/// The ISO 15924 code of `script` ("Latn"), or nil.
func cicu_script_code(_ script: Int32) -> UnsafePointer<CChar>? { swift_uscript_getShortName(UScriptCode(rawValue: script)) }
func cicu_is_emoji_presentation(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_hasBinaryProperty(UChar32(bitPattern: c), UCHAR_EMOJI_PRESENTATION)) }
func cicu_is_extended_pictographic(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_hasBinaryProperty(UChar32(bitPattern: c), UCHAR_EXTENDED_PICTOGRAPHIC)) }
func cicu_is_regional_indicator(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_hasBinaryProperty(UChar32(bitPattern: c), UCHAR_REGIONAL_INDICATOR)) }
func cicu_is_emoji_modifier(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_hasBinaryProperty(UChar32(bitPattern: c), UCHAR_EMOJI_MODIFIER)) }
func cicu_is_default_ignorable(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_hasBinaryProperty(UChar32(bitPattern: c), UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) }
func cicu_is_whitespace(_ c: UInt32) -> Int32 { Int32(truncatingIfNeeded: swift_u_isUWhiteSpace(UChar32(bitPattern: c))) }
func cicu_is_control(_ c: UInt32) -> Int32 { swift_u_charType(UChar32(bitPattern: c)) == Int8(truncatingIfNeeded: U_CONTROL_CHAR.rawValue) ? 1 : 0 }
