# A pinned set of files (a Swift table conforming to PinnedSet: PinnedFonts.swift, the fonts;
# PinnedDictionaries.swift, the hyphenation dictionaries; each the pin's one place): reads
# its table and puts its files into the pinned cache the package finds. Sourced by
# scripts/lib/pinned-fonts.bash and scripts/lib/pinned-dictionaries.bash, which name their
# table; every function takes the table's path first.
#
# Each .deb is fetched from the pool of apt's configured Debian mirror (the pool keeps
# every version a release still lists; deb.debian.org when apt has no Debian mirror, as on
# Ubuntu) by apt-helper, which checks its SHA-256; each file is checked again after
# unpacking. The folder is made beside its final place and renamed into it, with the
# SHA256SUMS stamp written last: a run that stops half-way leaves no set to be taken for
# whole.

# The set's name.
pinned_set_name() {  # TABLE
  sed -nE 's/^ *public static let name = "([^"]+)"$/\1/p' "$1"
}

# One line a package: NAME POOL-PATH SHA256.
pinned_set_packages() {  # TABLE
  sed -nE 's/^ *Package\(name: "([^"]+)", version: "[^"]+", pool: "([^"]+)", size: [0-9]+, sha256: "([0-9a-f]{64})".*/\1 \2 \3/p' "$1"
}

# One line a file: PACKAGE PATH SHA256.
pinned_set_files() {  # TABLE
  sed -nE 's/^ *File\(package: "([^"]+)", path: "([^"]+)", size: [0-9]+, sha256: "([0-9a-f]{64})"\),?$/\1 \2 \3/p' "$1"
}

# The stamp's text: SHA256  NAME, a line a file, as sha256sum prints them.
pinned_set_stamp() {  # TABLE
  local package path sha
  while read -r package path sha; do printf '%s  %s\n' "$sha" "${path##*/}"; done < <(pinned_set_files "$1")
}

# The folder the set goes into: in $PLACEHOLDERKIT_FONT_CACHE when set, else the
# machine's cache as root, else the user's (the places PinnedSet.cacheFolders searches;
# every set shares them, each in a folder of its name).
pinned_set_folder() {  # TABLE
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
    echo "pinned sets: no folder to keep them in (set PLACEHOLDERKIT_FONT_CACHE, XDG_CACHE_HOME or HOME)" >&2
    return 1
  fi
  echo "$cache/$(pinned_set_name "$1")"
}

# Whether the folder holds this pin's set (its stamp is this pin's).
pinned_set_installed() {  # TABLE
  local folder
  folder="$(pinned_set_folder "$1")" || return 1
  [ -f "$folder/SHA256SUMS" ] && [ "$(cat "$folder/SHA256SUMS")" = "$(pinned_set_stamp "$1")" ]
}

# The Debian mirrors apt is configured with (the main archive's), then deb.debian.org: the
# roots under which the table's pool/… paths are fetched.
source "$(cd "${BASH_SOURCE[0]%/*}" && pwd)/debian-archives.bash"
pinned_set_mirrors() {
  debian_archives | awk '$2 == "pool/" { print $1 }'
}

# apt's helper that fetches a URL and checks its hash: a stand-in on PATH first (tests).
pinned_set_apt_helper() {
  command -v apt-helper || echo /usr/lib/apt/apt-helper
}

# Fetches, checks and installs the set; LABEL starts each error line (pinned fonts). Runs
# where `set -e` does not apply (bootstrap's step runs it in a condition), so every
# command that can fail is checked here.
install_pinned_set() {  # TABLE LABEL
  local table="$1" label="$2"
  local folder work name pool sha mirror fetched package path file helper
  folder="$(pinned_set_folder "$table")" || return 1
  [ -n "$(pinned_set_name "$table")" ] && [ "$(pinned_set_files "$table" | wc -l)" -gt 0 ] \
    || { echo "$label: no set in $table" >&2; return 1; }
  helper="$(pinned_set_apt_helper)"
  mkdir -p "${folder%/*}" || return 1
  work="$(mktemp -d "${folder%/*}/.incoming.XXXXXX")" || return 1
  fail() { echo "$label: $*" >&2; rm -rf "$work"; return 1; }
  mkdir -p "$work/debs" "$work/unpacked" "$work/set" || { fail "cannot make $work"; return 1; }
  while read -r name pool sha; do
    fetched=""
    while read -r mirror; do
      if "$helper" download-file "${mirror%/}/$pool" "$work/debs/$name.deb" "SHA256:$sha" >"$work/log" 2>&1; then
        fetched=1
        break
      fi
    done < <(pinned_set_mirrors)
    [ -n "$fetched" ] || { cat "$work/log" >&2; fail "$pool could not be fetched with SHA-256 $sha from any Debian mirror"; return 1; }
    dpkg-deb -x "$work/debs/$name.deb" "$work/unpacked" || { fail "$name.deb cannot be unpacked"; return 1; }
    cp "$work/unpacked/usr/share/doc/$name/copyright" "$work/set/$name.copyright" || { fail "$name has no copyright file"; return 1; }
  done < <(pinned_set_packages "$table")
  while read -r package path sha; do
    file="$work/unpacked/$path"
    [ -f "$file" ] || { fail "$package has no $path"; return 1; }
    [ "$(sha256sum "$file" | cut -c1-64)" = "$sha" ] || { fail "$path of $package is not the pinned file (SHA-256 differs)"; return 1; }
    install -m 0644 "$file" "$work/set/" || { fail "cannot copy $path"; return 1; }
  done < <(pinned_set_files "$table")
  pinned_set_stamp "$table" >"$work/set/SHA256SUMS" && chmod 0755 "$work/set" || { fail "cannot write the stamp"; return 1; }
  rm -rf "$folder" && mv "$work/set" "$folder" || { fail "cannot move the set into $folder"; return 1; }
  rm -rf "$work"
}
