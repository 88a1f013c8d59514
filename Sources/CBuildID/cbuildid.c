#define _GNU_SOURCE
#include <elf.h>
#include <link.h>
#include <string.h>

#include "cbuildid.h"

struct found {
    unsigned char *out;
    size_t capacity;
    size_t length;
};

/// Looks through the PT_NOTE segments of the first object dl_iterate_phdr visits, the
/// executable, for its build ID; stops after it either way.
static int visit(struct dl_phdr_info *info, size_t size, void *data) {
    struct found *found = data;
    (void)size;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_NOTE) continue;
        // Notes are aligned as their segment is: 4 bytes, or 8 for an 8-aligned segment.
        size_t align = segment->p_align >= 8 ? 8 : 4;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + segment->p_vaddr);
        const unsigned char *end = note + segment->p_memsz;
        while ((size_t)(end - note) >= sizeof(ElfW(Nhdr))) {
            const ElfW(Nhdr) *header = (const ElfW(Nhdr) *)note;
            size_t name = sizeof(ElfW(Nhdr));
            size_t desc = name + ((header->n_namesz + align - 1) & ~(align - 1));
            size_t next = desc + ((header->n_descsz + align - 1) & ~(align - 1));
            if (next > (size_t)(end - note)) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(note + name, "GNU", 4) == 0) {
                found->length = header->n_descsz < found->capacity ? header->n_descsz : found->capacity;
                memcpy(found->out, note + desc, found->length);
                return 1;
            }
            note += next;
        }
    }
    return 1;
}

size_t placeholderkit_build_id(unsigned char *out, size_t capacity) {
    struct found found = { out, capacity, 0 };
    dl_iterate_phdr(visit, &found);
    return found.length;
}
