# The pinned font set (Sources/PlaceholderText/Fonts/PinnedFonts.swift, the pin's one place):
# reads its table and puts its files into the cache folder the package finds. Sourced by
# scripts/bootstrap and scripts/lib/bundle.bash; defines pinned_fonts_folder,
# pinned_fonts_installed and install_pinned_fonts.
#
# Each .deb is fetched from the pool of apt's configured Debian mirror (the pool keeps
# every version a release still lists; deb.debian.org when apt has no Debian mirror, as on
# Ubuntu) by apt-helper, which checks its SHA-256; each font file is checked again after
# unpacking. The folder is made beside its final place and renamed into it, with the
# SHA256SUMS stamp written last: a run that stops half-way leaves no set to be taken for
# whole.

pinned_fonts_table="$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)/Sources/PlaceholderText/Fonts/PinnedFonts.swift"

# The set's name.
pinned_fonts_name() {
  sed -nE 's/^ *public static let name = "([^"]+)"$/\1/p' "$pinned_fonts_table"
}

# One line a package: NAME POOL-PATH SHA256.
pinned_fonts_packages() {
  sed -nE 's/^ *Package\(name: "([^"]+)", version: "[^"]+", pool: "([^"]+)", size: [0-9]+, sha256: "([0-9a-f]{64})".*/\1 \2 \3/p' "$pinned_fonts_table"
}

# One line a file: PACKAGE PATH SHA256.
pinned_fonts_files() {
  sed -nE 's/^ *File\(package: "([^"]+)", path: "([^"]+)", size: [0-9]+, sha256: "([0-9a-f]{64})"\),?$/\1 \2 \3/p' "$pinned_fonts_table"
}

# The stamp's text: SHA256  NAME, a line a file, as sha256sum prints them.
pinned_fonts_stamp() {
  local package path sha
  while read -r package path sha; do printf '%s  %s\n' "$sha" "${path##*/}"; done < <(pinned_fonts_files)
}

# The folder the set goes into: in $PLACEHOLDERKIT_FONT_CACHE when set, else the
# machine's cache as root, else the user's (the places PinnedFonts.cacheFolders searches).
pinned_fonts_folder() {
  local cache
  if [ -n "${PLACEHOLDERKIT_FONT_CACHE:-}" ]; then
    cache="$PLACEHOLDERKIT_FONT_CACHE"
  elif [ "$EUID" -eq 0 ]; then
    cache=/var/cache/placeholderkit/fonts
  elif [[ "${XDG_CACHE_HOME:-}" == /* ]]; then
    cache="$XDG_CACHE_HOME/placeholderkit/fonts"
  elif [[ "${HOME:-}" == /* ]]; then
    cache="$HOME/.cache/placeholderkit/fonts"
  else
    echo "pinned fonts: no folder to keep them in (set PLACEHOLDERKIT_FONT_CACHE, XDG_CACHE_HOME or HOME)" >&2
    return 1
  fi
  echo "$cache/$(pinned_fonts_name)"
}

# Whether the folder holds this pin's set (its stamp is this pin's).
pinned_fonts_installed() {
  local folder
  folder="$(pinned_fonts_folder)" || return 1
  [ -f "$folder/SHA256SUMS" ] && [ "$(cat "$folder/SHA256SUMS")" = "$(pinned_fonts_stamp)" ]
}

# The Debian mirrors apt is configured with (the main archive's), then deb.debian.org: the
# roots under which the table's pool/… paths are fetched.
source "$(cd "${BASH_SOURCE[0]%/*}" && pwd)/debian-archives.bash"
pinned_fonts_mirrors() {
  debian_archives | awk '$2 == "pool/" { print $1 }'
}

# apt's helper that fetches a URL and checks its hash: a stand-in on PATH first (tests).
pinned_fonts_apt_helper() {
  command -v apt-helper || echo /usr/lib/apt/apt-helper
}

# Fetches, checks and installs the set. Runs where `set -e` does not apply (bootstrap's
# step runs it in a condition), so every command that can fail is checked here.
install_pinned_fonts() {
  local folder work name pool sha mirror fetched package path file helper
  folder="$(pinned_fonts_folder)" || return 1
  [ -n "$(pinned_fonts_name)" ] && [ "$(pinned_fonts_files | wc -l)" -gt 0 ] \
    || { echo "pinned fonts: no set in $pinned_fonts_table" >&2; return 1; }
  helper="$(pinned_fonts_apt_helper)"
  mkdir -p "${folder%/*}" || return 1
  work="$(mktemp -d "${folder%/*}/.incoming.XXXXXX")" || return 1
  fail() { echo "pinned fonts: $*" >&2; rm -rf "$work"; return 1; }
  mkdir -p "$work/debs" "$work/unpacked" "$work/set" || { fail "cannot make $work"; return 1; }
  while read -r name pool sha; do
    fetched=""
    while read -r mirror; do
      if "$helper" download-file "${mirror%/}/$pool" "$work/debs/$name.deb" "SHA256:$sha" >"$work/log" 2>&1; then
        fetched=1
        break
      fi
    done < <(pinned_fonts_mirrors)
    [ -n "$fetched" ] || { cat "$work/log" >&2; fail "$pool could not be fetched with SHA-256 $sha from any Debian mirror"; return 1; }
    dpkg-deb -x "$work/debs/$name.deb" "$work/unpacked" || { fail "$name.deb cannot be unpacked"; return 1; }
    cp "$work/unpacked/usr/share/doc/$name/copyright" "$work/set/$name.copyright" || { fail "$name has no copyright file"; return 1; }
  done < <(pinned_fonts_packages)
  while read -r package path sha; do
    file="$work/unpacked/$path"
    [ -f "$file" ] || { fail "$package has no $path"; return 1; }
    [ "$(sha256sum "$file" | cut -c1-64)" = "$sha" ] || { fail "$path of $package is not the pinned file (SHA-256 differs)"; return 1; }
    install -m 0644 "$file" "$work/set/" || { fail "cannot copy $path"; return 1; }
  done < <(pinned_fonts_files)
  pinned_fonts_stamp >"$work/set/SHA256SUMS" && chmod 0755 "$work/set" || { fail "cannot write the stamp"; return 1; }
  rm -rf "$folder" && mv "$work/set" "$folder" || { fail "cannot move the set into $folder"; return 1; }
  rm -rf "$work"
}
