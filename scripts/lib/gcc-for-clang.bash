# Which GCC installation the Swift toolchain's clang compiles and links C++ with, so that
# scripts/bootstrap installs that GCC's libstdc++-N-dev (HarfBuzz is C++: without the
# headers of the GCC clang picks, a build fails with "'cassert' file not found", whatever
# other libstdc++-M-dev is installed). Sourced, not run; bash builtins only (and readlink
# when there is a swift), so it works on the bare PATH of a fresh root or of a test.
#
# clang picks the newest /usr/lib/gcc/<triple>/N holding crtbegin.o (which gcc-N's
# libgcc-N-dev puts there), so install gcc first, then ask. GCC_FOR_CLANG_ROOT (default /)
# is the root those folders are looked for under when there is no clang to ask: a test's
# fake tree.

# gcc_for_clang_compiler: prints the clang to ask: the one beside `swift` (the toolchain's),
# else `clang` on PATH; fails, printing nothing, when there is neither.
gcc_for_clang_compiler() {
  local swift clang
  if swift="$(command -v swift)"; then
    swift="$(readlink -f "$swift" 2>/dev/null || echo "$swift")"
    clang="${swift%/*}/clang"
    [ -x "$clang" ] && { echo "$clang"; return 0; }
  fi
  command -v clang
}

# gcc_newest_installation: prints the newest GCC installation, /usr/lib/gcc/<triple>/N with
# a crtbegin.o (clang passes over a folder without one), under GCC_FOR_CLANG_ROOT; fails,
# printing nothing, when there is none. Versions compare as numbers: 9 < 14 < 14.2.
gcc_newest_installation() {
  local root="${GCC_FOR_CLANG_ROOT:-/}" folder version best="" best_folder="" a b i
  root="${root%/}"
  for folder in "$root"/usr/lib/gcc/*/*; do
    [ -f "$folder/crtbegin.o" ] || continue
    version="${folder##*/}"
    [[ "$version" =~ ^[0-9]+(\.[0-9]+)*$ ]] || continue
    if [ -n "$best" ]; then
      IFS=. read -ra a <<<"$version"
      IFS=. read -ra b <<<"$best"
      for ((i = 0; i < ${#a[@]} || i < ${#b[@]}; i++)); do
        [ "$((10#${a[i]:-0}))" -eq "$((10#${b[i]:-0}))" ] || break
      done
      [ "$((10#${a[i]:-0}))" -gt "$((10#${b[i]:-0}))" ] || continue
    fi
    best="$version"
    best_folder="${folder#"$root"}"
  done
  [ -n "$best_folder" ] || return 1
  echo "$best_folder"
}

# gcc_for_clang_find: sets gcc_for_clang_version (N), gcc_for_clang_installation (its
# folder) and gcc_for_clang_how (a phrase saying how it was found, or on failure why not);
# fails when there is no GCC installation to pick. Asks clang (`clang -v` prints "Selected
# GCC installation: FOLDER"); without a clang that runs, takes the newest installation.
gcc_for_clang_find() {
  local clang output line without
  gcc_for_clang_version=""
  gcc_for_clang_installation=""
  gcc_for_clang_how=""
  without="no clang beside swift or on PATH to ask"
  if clang="$(gcc_for_clang_compiler)"; then
    if output="$("$clang" -v 2>&1 </dev/null)"; then
      while IFS= read -r line; do
        case "$line" in "Selected GCC installation: "*) gcc_for_clang_installation="${line#*: }" ;; esac
      done <<<"$output"
      if [ -z "$gcc_for_clang_installation" ]; then
        gcc_for_clang_how="clang ($clang) finds no GCC installation (no /usr/lib/gcc/<triple>/N with a crtbegin.o: install gcc)"
        return 1
      fi
      gcc_for_clang_version="${gcc_for_clang_installation##*/}"
      gcc_for_clang_how="clang picks GCC $gcc_for_clang_version ($gcc_for_clang_installation; asked $clang)"
      return 0
    fi
    without="$clang does not run"
  fi
  if ! gcc_for_clang_installation="$(gcc_newest_installation)"; then
    gcc_for_clang_how="$without, and there is no GCC installation (no /usr/lib/gcc/<triple>/N with a crtbegin.o: install gcc)"
    return 1
  fi
  gcc_for_clang_version="${gcc_for_clang_installation##*/}"
  gcc_for_clang_how="$without: taking the newest GCC, $gcc_for_clang_version ($gcc_for_clang_installation)"
}

# gcc_for_clang: prints N, the version of the GCC installation Swift's clang picks (its C++
# library is libstdc++-N-dev); fails saying why on stderr when there is none.
gcc_for_clang() {
  if gcc_for_clang_find; then
    echo "$gcc_for_clang_version"
  else
    echo "gcc-for-clang: $gcc_for_clang_how" >&2
    return 1
  fi
}
