// ICU's data, linked in: the package scripts/vendor cut to what cicu.c's calls read
// (Sources/CICU/data/icudt76l.dat, 4 MB), under the entry point the renamed ICU looks
// for (U_ICUDATA_ENTRY_POINT: icudt, our suffix, the major version, _dat). The file is
// found through the target's header search path (Package.swift: "data").
    .section .rodata
    .balign 16
    .globl icudt_placeholderkit76_dat
    .type icudt_placeholderkit76_dat, %object
icudt_placeholderkit76_dat:
    .incbin "icudt76l.dat"
    .size icudt_placeholderkit76_dat, . - icudt_placeholderkit76_dat
    .section .note.GNU-stack, "", %progbits
