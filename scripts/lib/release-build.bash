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
# Foundation links the toolchain's own ICU (swift-foundation-icu) from lib_FoundationICU.a,
# whose data is one archive member defining one symbol (icudt76_dat: ICU's whole package,
# 34 MB, 4,855 items). PlaceholderKit's text calls do not use it (they call the vendored
# ICU, Sources/CICU, whose cut data is linked in with it); Foundation reads a few items for
# its own locale work. The object of release_icu_data holds only release_icu_items, and
# Foundation's reference goes to it instead, so the linker, which takes an archive member
# only for a symbol referenced, leaves the whole package out. A plain `swift build -c
# release` keeps the whole package; so does every debug build and test process, which load
# lib_FoundationICU.so.

# The items of Foundation's ICU data the release tool keeps: the break iterators, properties,
# normalization, likely subtags and the resource bundles every lookup goes through (the set
# PlaceholderKit's calls read when they went through Foundation's ICU, kept for Foundation's
# own string and locale calls). The rest (collation, conversion tables, locale display
# names, time zones, units, currencies, transliteration: 28 of its 34 MB) is used by no call
# the tool makes. DebianPackageTests check that the bundle lays out text in many languages
# exactly as a source build does.
release_icu_items='(brkitr/.*|[^/]*\.icu|[^/]*\.nrm|(pool|res_index|root|icuver|icustd|likelySubtags|langInfo|keyTypeData|metadata|supplementalData)\.res)'

# release_icu_data SCRATCH_PATH: makes SCRATCH_PATH/icu-data/SYMBOL-HASH.o (and .dat, the
# cut package), an object defining __wrap_SYMBOL, the toolchain's ICU data symbol with only
# release_icu_items, hidden, 16-byte aligned; prints SYMBOL and the object's path. The link
# takes it with --wrap=SYMBOL, which turns ICU's one reference to SYMBOL into one to
# __wrap_SYMBOL wherever the object comes on the line (lld takes the archive member on an
# undefined reference it meets before a definition). Named by its content, so a new cut
# changes the link line and SwiftPM links again. Needs binutils, cc and python3.
release_icu_data() {  # SCRATCH_PATH
  local scratch="$1" swift archive member symbol size work name
  swift="$(readlink -f "$(command -v swift)")"
  archive="$(dirname "$swift")/../lib/swift_static/linux/lib_FoundationICU.a"
  [ -f "$archive" ] || { echo "release-build: no $archive in the Swift toolchain" >&2; return 1; }
  read -r member symbol < <(nm -A --defined-only "$archive" 2>/dev/null \
    | sed -nE 's/^[^:]*:([^:]*):[0-9a-f]+ [RD] (icudt[0-9]+_dat)$/\1 \2/p')
  [ -n "${symbol:-}" ] || { echo "release-build: no icudtNN_dat in $archive" >&2; return 1; }
  work="$(mktemp -d)"
  (cd "$work" && ar x "$archive" "$member")
  # The member holds the package alone: the symbol at the start of .rodata, all of it.
  size="$(nm -S --defined-only "$work/$member" | awk -v s="$symbol" '$4 == s && $1 ~ /^0+$/ { print $2 }')"
  [ -z "$size" ] || size="$((16#$size))"
  objcopy -O binary --only-section=.rodata "$work/$member" "$work/whole.dat"
  [ -n "$size" ] && [ "$size" = "$(stat -c %s "$work/whole.dat")" ] \
    || { echo "release-build: $member of $archive is not $symbol alone" >&2; rm -rf "$work"; return 1; }
  python3 "$(dirname "${BASH_SOURCE[0]}")/icu-data.py" "$work/whole.dat" "$release_icu_items" "$work/cut.dat" >/dev/null \
    || { rm -rf "$work"; return 1; }
  mkdir -p "$scratch/icu-data"
  name="$scratch/icu-data/$symbol-$(sha256sum "$work/cut.dat" | cut -c1-16)"
  if [ ! -f "$name.o" ]; then
    cp "$work/cut.dat" "$name.dat"
    printf '%s\n' "  .section .rodata" "  .globl __wrap_$symbol" "  .hidden __wrap_$symbol" "  .type __wrap_$symbol, @object" \
      "  .balign 16" "__wrap_$symbol:" "  .incbin \"$name.dat\"" "  .size __wrap_$symbol, . - __wrap_$symbol" \
      '  .section .note.GNU-stack,"",@progbits' >"$work/data.S"
    cc -c -o "$work/data.o" "$work/data.S" && mv "$work/data.o" "$name.o" \
      || { echo "release-build: could not assemble the cut ICU data" >&2; rm -rf "$work"; return 1; }
  fi
  rm -rf "$work"
  echo "$symbol $(readlink -f "$name.o")"
}

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
  local scratch="$1" icu symbol object cxx; shift
  icu="$(release_icu_data "$scratch")" || return 1
  read -r symbol object <<<"$icu"
  cxx="$(release_static_cxx "$scratch")" || return 1
  swift build "${release_build_flags[@]}" -Xlinker "--wrap=$symbol" -Xlinker "$object" -Xswiftc "-L$cxx" \
    --scratch-path "$scratch" "$@"
}
