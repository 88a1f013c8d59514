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

# release_build SCRATCH_PATH [swift build arguments...]
release_build() {
  local scratch="$1"; shift
  swift build "${release_build_flags[@]}" --scratch-path "$scratch" "$@"
}
