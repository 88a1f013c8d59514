/*
 * PlaceholderKit's configuration of the vendored ICU (Debian 13's icu 76.1), read by
 * unicode/uconfig.h before anything else in every translation unit (UCONFIG_USE_LOCAL).
 */
#ifndef PLACEHOLDERKIT_UCONFIG_LOCAL_H
#define PLACEHOLDERKIT_UCONFIG_LOCAL_H

/* Floating-point contraction off: a*b+c rounds twice, as on a CPU without FMA, so an
 * arm64 build (where clang would fuse it) computes what an x86_64 build does. */
#pragma STDC FP_CONTRACT OFF

/* ICU calls a few of its own deprecated functions (ubrk_safeClone); cicu.c calls none. */
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

/* Our own renaming: every exported function gains _76_placeholderkit, the C++ namespace
 * becomes icu_76_placeholderkit and the data entry point icudt_placeholderkit76_dat, so
 * nothing clashes with the toolchain's ICU (swift-foundation-icu) in the same process. */
#define U_LIB_SUFFIX_C_NAME _placeholderkit
/* ICU's types outside its namespace whose inline members compile to weak symbols: ours
 * must not be merged with another ICU's, whose layout may differ. */
#define UResourceBundle UResourceBundle_placeholderkit
#define LocExtType LocExtType_placeholderkit
#define LocExtKeyData LocExtKeyData_placeholderkit
#define U_STATIC_IMPLEMENTATION 1
#define U_COMMON_IMPLEMENTATION 1
#define U_USING_ICU_NAMESPACE 0
#define U_CHARSET_IS_UTF8 1

/* Data only from the package linked in (Sources/CICU/cicu-data.S, the cut that
 * scripts/vendor makes): never a file, never $ICU_DATA. */
#define UCONFIG_NO_FILE_IO 1
/* What the calls of cicu.c do not need. */
#define UCONFIG_NO_CONVERSION 1
#define UCONFIG_NO_LEGACY_CONVERSION 1
#define UCONFIG_NO_SERVICE 1
#define UCONFIG_NO_COLLATION 1
#define UCONFIG_NO_FORMATTING 1
#define UCONFIG_NO_TRANSLITERATION 1
#define UCONFIG_NO_REGULAR_EXPRESSIONS 1
#define UCONFIG_NO_IDNA 1

#endif
