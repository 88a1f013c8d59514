/* bin/placeholderkit of the self-contained bundle (scripts/lib/bundle.bash).
 *
 * The tool itself (libexec/placeholderkit) asks the loader for symbol versions of a
 * recent glibc, so on an older one the loader stops it before main() with a message about
 * "GLIBC_2.xx not found". This launcher needs nothing newer than glibc 2.2.5: it compares
 * gnu_get_libc_version() with the minimum the bundle was built for (MINIMUM_GLIBC, found
 * by scripts/lib/bundle.bash with objdump -T over every ELF file of the bundle), says so
 * in one line with exit status 2 when the host's glibc is older, and otherwise replaces
 * itself with libexec/placeholderkit beside its own folder (found through /proc/self/exe,
 * so a symbolic link such as the .deb's /usr/bin/placeholderkit works), with the same
 * arguments and environment.
 *
 * It is linked with -nostartfiles and starts at its own _start: glibc 2.34 and later's
 * start files call __libc_start_main@GLIBC_2.34, which would make an old glibc's loader
 * refuse the launcher too. The loader has run libc's initialisation (environ, stdio)
 * before it jumps to _start, so main's code may call libc as usual. */
#define _GNU_SOURCE
#include <errno.h>
#include <gnu/libc-version.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#ifndef MINIMUM_GLIBC
#error "build with -DMINIMUM_GLIBC='\"2.36\"'"
#endif

static int launch(char **argv) {
    const char *glibc = gnu_get_libc_version();
    if (strverscmp(glibc, MINIMUM_GLIBC) < 0) {
        fprintf(stderr, "placeholderkit: this bundle needs glibc %s or newer; this system has glibc %s\n", MINIMUM_GLIBC, glibc);
        return 2;
    }
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    const char *tail = "/bin/placeholderkit";
    size_t tailLength = strlen(tail);
    if (length < 0 || (size_t)length < tailLength || (size_t)length + 4 >= sizeof path
        || memcmp(path + length - tailLength, tail, tailLength) != 0) {
        fprintf(stderr, "placeholderkit: cannot find the bundle's libexec/placeholderkit beside /proc/self/exe\n");
        return 2;
    }
    /* .../bin/placeholderkit -> .../libexec/placeholderkit */
    strcpy(path + length - tailLength, "/libexec/placeholderkit");
    execv(path, argv);
    fprintf(stderr, "placeholderkit: cannot run %s: %s\n", path, strerror(errno));
    return 2;
}

/* The process's first instruction: the stack pointer points at argc, then argv. */
__attribute__((used, noreturn)) static void launcher_start(long *stack) {
    _exit(launch((char **)(stack + 1)));
}
#if defined(__x86_64__)
__asm__(".text\n.global _start\n_start:\n  xor %rbp, %rbp\n  mov %rsp, %rdi\n  and $-16, %rsp\n  call launcher_start\n  hlt\n");
#elif defined(__aarch64__)
__asm__(".text\n.global _start\n_start:\n  mov x29, #0\n  mov x30, #0\n  mov x0, sp\n  bl launcher_start\n  brk #0\n");
#else
#error "no _start for this architecture"
#endif
