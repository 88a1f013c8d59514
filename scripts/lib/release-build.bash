# The release build that ships (scripts/package) and that scripts/bench measures, so the
# two are the same binary. Sourced; defines release_build.
#
# Swift's standard library, Foundation and Dispatch are linked in, and the relative
# relocations packed (DT_RELR, glibc 2.36, Debian 12), by the executable target's own
# release linker settings in Package.swift, so a plain `swift build -c release` gets the
# same: about 75,000 relocations went into 1.8 MB of .rela.dyn, which the loader read in
# full at every start; packed they take 14 KB, and a render process peaks 1.7 MB lower.
# lld, from the Swift toolchain, writes them (gold cannot).
#
# Its run path is $ORIGIN/../lib as DT_RPATH (--disable-new-dtags), the self-contained
# bundle's library folder (scripts/lib/bundle.bash): DT_RPATH, unlike DT_RUNPATH, is
# searched before LD_LIBRARY_PATH and for the libraries' own dependencies too, so the
# bundle's copies win over the host's. Outside a bundle the folder does not exist and the
# loader goes on to the system's libraries as before. SwiftPM's own run path $ORIGIN (for
# shared library products, of which there are none) is left out: the loader would try
# each of the ~27 libraries there first, with its hwcaps subfolders, about 1.5 ms of every
# start of the bundle.
release_build_flags=(-c release --product placeholderkit --disable-local-rpath
  -Xlinker --disable-new-dtags -Xlinker -rpath -Xlinker '$ORIGIN/../lib')

#
# The C++ runtime (HarfBuzz's, ICU's and Swift's runtime's: libstdc++ and libgcc_s) is
# linked in as well, from the static archives of the GCC installation the toolchain's
# clang links with, so the tool loads no library but glibc's and no build host's C++
# runtime travels in the bundle. The toolchain's own link line names `-lstdc++` (in
# static-stdlib-args.lnk) and clang adds `-lgcc_s`; neither has a static switch, so
# release_static_cxx makes a folder where each name is a linker script over the archive
# (libstdc++.so: INPUT(libstdc++.a); libgcc_s.so: INPUT(libgcc_eh.a libgcc.a)), and swiftc's
# -L puts it before the system's folders. The archives are PIC (Debian builds them so).

# release_static_cxx_archives: prints the paths of libstdc++.a, libgcc_eh.a and libgcc.a, one
# per line, as the toolchain's clang finds them.
release_static_cxx_archives() {
  local clang name archive
  clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
  for name in libstdc++ libgcc_eh libgcc; do
    archive="$("$clang" -print-file-name="$name.a")"
    [ -f "$archive" ] || { echo "release-build: $clang finds no $name.a (install libstdc++-N-dev of its GCC)" >&2; return 1; }
    readlink -f "$archive"
  done
}

# release_static_cxx SCRATCH_PATH: makes SCRATCH_PATH/static-cxx and prints its path.
release_static_cxx() {  # SCRATCH_PATH
  local folder="$1/static-cxx" archives
  archives="$(release_static_cxx_archives)" || return 1
  mapfile -t archives <<<"$archives"
  mkdir -p "$folder"
  printf 'INPUT(%s)\n' "${archives[0]}" >"$folder/libstdc++.so"
  printf 'INPUT(%s %s)\n' "${archives[1]}" "${archives[2]}" >"$folder/libgcc_s.so"
  readlink -f "$folder"
}

# release_build SCRATCH_PATH [swift build arguments...]
release_build() {
  local scratch="$1" cxx; shift
  cxx="$(release_static_cxx "$scratch")" || return 1
  swift build "${release_build_flags[@]}" -Xswiftc "-L$cxx" --scratch-path "$scratch" "$@"
}
