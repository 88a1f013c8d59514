# The self-contained bundle: the release tool, which has every library but glibc's linked
# in, with its own maths library and the fallback chain's fonts, so it renders the same
# bytes on any Linux whose kernel and glibc can run it. Sourced by scripts/package;
# defines make_bundle. Needs the packages of scripts/lib/packages.bash, gcc, binutils,
# musl-dev and patchelf.
#
#   placeholderkit/
#     bin/placeholderkit            launcher (scripts/lib/bundle-launcher.c): checks the
#                                   host's glibc, then runs libexec/placeholderkit
#     libexec/placeholderkit        the release tool; DT_RPATH $ORIGIN/../lib
#                                   (scripts/lib/release-build.bash)
#     lib/libplaceholderkit-math.so musl's inexact libm functions; the tool loads no other
#                                   library but glibc's (package libc6)
#     share/placeholderkit/fonts/   the fallback chain's font files and their copyright files
#     share/placeholderkit/hyphen/  the pinned hyphenation dictionaries (hyph_en_US, hyph_de_DE,
#                                   hyph_fr), their stamp and copyright files
#     share/doc/PACKAGE/copyright   the copyright file of each Debian package copied or linked from
#     share/doc/placeholderkit/sbom.cdx.json   the bill of materials (placeholderkit --version --json)
#     MINIMUM_GLIBC                 the newest glibc version any ELF file here asks for
#     LICENSE, THIRD_PARTY_NOTICES.md   PlaceholderKit's licence (MIT) and every third party's


# The newest GLIBC_x.y symbol version the ELF files in FOLDER ask for (GLIBC_ABI_DT_RELR,
# packed relocations, counting as 2.36, the glibc that brought it). Only symbols they
# import count: the bundle's maths library defines glibc's version names itself.
bundle_minimum_glibc() {  # FOLDER
  local file
  find "$1" -type f | while read -r file; do
    [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
    objdump -T "$file" | grep -F '*UND*' | grep -oE 'GLIBC_[0-9]+(\.[0-9]+)+' | sed 's/^GLIBC_//'
    if readelf --version-info --wide "$file" | grep -q 'Name: GLIBC_ABI_DT_RELR'; then echo 2.36; fi
  done | sort -uV | tail -1
}

# The functions of glibc's libm whose results are not exactly rounded, so may differ in
# the last bit between glibc versions and between the CPU-specific variants (FMA, AVX2)
# glibc picks at run time. cairo (arcs of rounded corners, the stroker, filter kernels of
# scaled emoji bitmaps), pixman (filters, gradients) and HarfBuzz (synthetic slant) call
# some of them. sqrt, floor, fmod, frexp, modf and the like are exact everywhere.
bundle_inexact_math='^(a?(sin|cos|tan)h?|atan2|exp(2|10|m1)?|log(2|10|1p)?|pow|hypot|cbrt|erfc?|[lt]gamma|sincos)f?$'

# bundle_math_library TOP: keeps those computations inside the bundle. glibc's libm cannot
# come along (it calls libc's and the loader's GLIBC_PRIVATE symbols), so the bundle gets
# lib/libplaceholderkit-math.so instead: musl's implementations of exactly the inexact
# functions its ELF files import (plain C, one code path on every CPU; from Debian's
# musl-dev), each under the glibc version name it is imported with, and the tool names it
# as its first library (patchelf --add-needed), so the loader binds every such call of the
# tool and of every bundled library to it before libm. Only glibc's exact functions stay
# the host's.
bundle_math_library() {  # TOP
  local top="$1" work musl file symbol version previous="" functions=()
  work="$(mktemp -d)"
  musl="$(dpkg -L musl-dev | grep '/libc\.a$' | head -1)"
  [ -f "$musl" ] || { echo "bundle: musl-dev has no libc.a" >&2; rm -rf "$work"; return 1; }
  for file in "$top/libexec/placeholderkit" $(compgen -G "$top/lib/*.so*"); do
    nm -D --undefined-only --with-symbol-versions "$file" | awk '{ print $2 }'
  done | sed -n 's/^\([^@]*\)@\(GLIBC_[0-9.]*\)$/\1 \2/p' | sort -u | while read -r symbol version; do
    if [[ "$symbol" =~ $bundle_inexact_math ]]; then echo "$symbol $version"; fi
  done >"$work/imported"
  [ -s "$work/imported" ] || { echo "bundle: no inexact libm function is imported" >&2; rm -rf "$work"; return 1; }
  # One version per function: the library defines each once.
  if cut -d' ' -f1 "$work/imported" | uniq -d | grep -q .; then
    echo "bundle: a libm function is imported under two glibc versions: $(cut -d' ' -f1 "$work/imported" | uniq -d)" >&2
    rm -rf "$work"; return 1
  fi
  # The version script: one node per glibc version, oldest first, each inheriting the last.
  for version in $(cut -d' ' -f2 "$work/imported" | sort -uV); do
    printf '%s { global: %s; %s}%s;\n' "$version" \
      "$(awk -v v="$version" '$2 == v { printf "%s; ", $1 }' "$work/imported" | sed 's/; $//')" \
      "$([ -z "$previous" ] && echo 'local: *; ')" "${previous:+ $previous}" >>"$work/versions.map"
    previous="$version"
  done
  mapfile -t functions < <(cut -d' ' -f1 "$work/imported")
  gcc -shared -nostdlib -o "$top/lib/libplaceholderkit-math.so" -Wl,-soname,libplaceholderkit-math.so \
    "${functions[@]/#/-Wl,-u,}" -Wl,--version-script="$work/versions.map" -Wl,--no-undefined -Wl,-z,noexecstack "$musl"
  # Every imported function is defined, under its version.
  objdump -T "$top/lib/libplaceholderkit-math.so" | awk '$4 == ".text" { print $7, $6 }' | sort >"$work/defined"
  sort "$work/imported" | diff - "$work/defined" >&2 \
    || { echo "bundle: libplaceholderkit-math.so does not define what is imported" >&2; rm -rf "$work"; return 1; }
  chmod 0644 "$top/lib/libplaceholderkit-math.so"
  patchelf --add-needed libplaceholderkit-math.so "$top/libexec/placeholderkit"
  readelf -d "$top/libexec/placeholderkit" | grep -m1 NEEDED | grep -q 'libplaceholderkit-math.so' \
    || { echo "bundle: libplaceholderkit-math.so is not the tool's first library" >&2; rm -rf "$work"; return 1; }
  rm -rf "$work"
}

# make_bundle BINARY STAGE: builds STAGE/placeholderkit from the release tool BINARY.
make_bundle() {
  local binary="$1" stage="$2"
  local top="$stage/placeholderkit" library path package family file
  mkdir -p "$top/bin" "$top/libexec" "$top/lib" "$top/share/placeholderkit/fonts" "$top/share/doc"
  install -m 0755 "$binary" "$top/libexec/placeholderkit"
  strip --remove-section=.comment --remove-section=.note "$top/libexec/placeholderkit"
  readelf -d "$top/libexec/placeholderkit" | grep -qE 'Library rpath: \[(.*:)?\$ORIGIN/\.\./lib(:.*)?\]' \
    || { echo "bundle: $binary has no DT_RPATH \$ORIGIN/../lib (scripts/lib/release-build.bash)" >&2; return 1; }

  # Libraries: glibc's own (libc, libm, libpthread, libdl, librt, the loader…) stay the
  # host's, as they must match its kernel interface and each other (libm.so.6 calls libc's
  # and the loader's GLIBC_PRIVATE symbols). Everything else is inside the tool: the
  # pinned stack, libhyphen, ICU, Swift's runtime and the C++ runtime
  # (scripts/lib/release-build.bash), so no shared library of the build host comes along.
  # ldd lists the whole closure.
  declare -A packages=()
  local others real
  others="$(ldd "$top/libexec/placeholderkit" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | while read -r path; do
    real="$(readlink -f "$path")"
    package="$(dpkg -S "$path" 2>/dev/null || dpkg -S "$real" 2>/dev/null || dpkg -S "${real#/usr}" 2>/dev/null)" || true
    [ "${package%%:*}" = libc6 ] || echo "$path"
  done)"
  [ -z "$others" ] || { echo "bundle: the tool loads libraries beside glibc's: $(echo $others)" >&2; return 1; }
  # The C++ runtime's archives: their packages' copyright files come along.
  local archive
  while read -r archive; do
    package="$(dpkg -S "$archive" 2>/dev/null)" || { echo "bundle: no Debian package owns $archive" >&2; return 1; }
    packages[${package%%:*}]=1
  done < <(release_static_cxx_archives)
  bundle_math_library "$top"
  packages[musl-dev]=1

  # install_pinned SET WHAT DESTINATION: a pinned set (scripts/lib/pinned-SET.bash;
  # scripts/bootstrap put it into its cache): the very files a source build reads, its
  # stamp (SHA256SUMS, which the tool checks as a source build checks the cache) and each
  # package's copyright file, beside them and under share/doc.
  install_pinned() {
    local set=$1 what=$2 destination=$3 pinned package path sha pool
    source "scripts/lib/pinned-$set.bash"
    "pinned_${set}_installed" || { echo "bundle: $what not in $("pinned_${set}_folder"); run scripts/bootstrap" >&2; return 1; }
    pinned="$("pinned_${set}_folder")"
    mkdir -p "$destination"
    while read -r package path sha; do
      install -m 0644 "$pinned/${path##*/}" "$destination/"
    done < <("pinned_${set}_files")
    install -m 0644 "$pinned/SHA256SUMS" "$destination/"
    while read -r package pool sha; do
      install -m 0644 "$pinned/$package.copyright" "$destination/$package.copyright"
      install -D -m 0644 "$pinned/$package.copyright" "$top/share/doc/$package/copyright"
    done < <("pinned_${set}_packages")
  }
  # The fallback chain's fonts, and the hyphenation dictionaries of
  # paragraphStyle.hyphenationFactor in share/placeholderkit/hyphen, where Hyphenator looks.
  install_pinned fonts "the pinned font set is" "$top/share/placeholderkit/fonts" || return 1
  install_pinned dictionaries "the pinned hyphenation dictionaries are" "$top/share/placeholderkit/hyphen" || return 1
  for package in "${!packages[@]}"; do
    install -D -m 0644 "/usr/share/doc/$package/copyright" "$top/share/doc/$package/copyright"
  done
  # PlaceholderKit's own licence, the notice naming every third party's, and the licence
  # files of the pinned stack's sources (built into the tool).
  install -m 0644 LICENSE THIRD_PARTY_NOTICES.md "$top/"
  local target licence
  for target in CCairo CPixman CFreeType CHarfBuzz CLibPNG CZlib CHyphen; do
    for licence in Sources/"$target"/upstream/{COPYING*,LICENSE*,FTL.TXT}; do
      [ -f "$licence" ] || continue
      install -D -m 0644 "$licence" "$top/share/doc/placeholderkit/pinned/$target/${licence##*/}"
    done
  done

  # The glibc check of the launcher covers every ELF file of the bundle.
  local minimum
  minimum="$(bundle_minimum_glibc "$top")"
  [[ "$minimum" =~ ^2\.[0-9]+$ ]] || { echo "bundle: no glibc minimum found: \"$minimum\"" >&2; return 1; }
  gcc -O2 -Wall -Wextra -Werror -nostartfiles -DMINIMUM_GLIBC="\"$minimum\"" -o "$top/bin/placeholderkit" scripts/lib/bundle-launcher.c
  strip "$top/bin/placeholderkit"
  echo "$minimum" >"$top/MINIMUM_GLIBC"

  # The tool finds the fallback chain's families in the bundle's fonts (it lists them with
  # FreeType, as it does at every start): --version names each family's file.
  local version
  version="$(env -i PATH=/usr/bin:/bin XDG_CACHE_HOME=/nonexistent "$top/bin/placeholderkit" --version)" \
    || { echo "bundle: the bundled tool does not run" >&2; return 1; }
  for family in 'Inter' 'DejaVu Sans' 'Noto Sans CJK SC' 'Noto Color Emoji'; do
    grep -q "^  $family: " <<<"$version" || { echo "bundle: the tool finds no font of family $family in the bundle" >&2; return 1; }
  done
  # Its bill of materials (CycloneDX 1.5: the vendored libraries and the font packages by
  # purl and CPE), as the bundled tool prints it: made from the same tables it was built from.
  env -i PATH=/usr/bin:/bin XDG_CACHE_HOME=/nonexistent "$top/bin/placeholderkit" --version --json >"$top/share/doc/placeholderkit/sbom.cdx.json" \
    && grep -q '"bomFormat" : "CycloneDX"' "$top/share/doc/placeholderkit/sbom.cdx.json" \
    || { echo "bundle: the bundled tool prints no bill of materials" >&2; return 1; }
  chmod -R a+rX,go-w "$top"
}
