# Points SwiftPM at local bare mirrors of the package's dependencies, for building where
# no Git host can be reached. Sourced; defines use_mirrors and runs it.
#
# PLACEHOLDERKIT_MIRRORS names a folder of bare Git mirrors, each named after its
# repository (<repo>.git, e.g. swift-argument-parser.git). For every dependency URL in
# Package.swift whose mirror is in that folder, `swift package config set-mirror` records
# it in .swiftpm/configuration/mirrors.json (gitignored; setting it again replaces the
# entry, so this runs any number of times). The configuration belongs to the package, not
# to a scratch path, so every build of it (sanitizers, fuzzing, the release build) uses
# it. Without the variable nothing is configured, and SwiftPM fetches from the URLs in
# Package.swift as usual.
#
# A mirror copied without its empty refs/ folder is no Git repository to git; such a
# mirror is copied once into .build/mirrors/ with the folder added, and that copy is used.

use_mirrors() {
  local folder="${PLACEHOLDERKIT_MIRRORS:-}"
  [ -n "$folder" ] || return 0
  [ -d "$folder" ] || { echo "mirrors: PLACEHOLDERKIT_MIRRORS=$folder is not a folder" >&2; return 1; }
  folder="$(cd "$folder" && pwd)"
  local url name mirror
  for url in $(grep -oE '\.package\(url: *"[^"]+"' Package.swift | grep -oE '"[^"]+"' | tr -d '"'); do
    name="$(basename "$url")"
    name="${name%.git}.git"
    mirror="$folder/$name"
    [ -d "$mirror" ] || continue
    if ! git --git-dir="$mirror" rev-parse --git-dir >/dev/null 2>&1; then
      local copy=".build/mirrors/$name"
      if ! git --git-dir="$copy" rev-parse --git-dir >/dev/null 2>&1 || [ "$mirror/packed-refs" -nt "$copy/packed-refs" ]; then
        rm -rf "$copy"
        mkdir -p .build/mirrors
        cp -R "$mirror" "$copy"
        chmod -R u+w "$copy"
        mkdir -p "$copy/refs/heads" "$copy/refs/tags"
        git --git-dir="$copy" rev-parse --git-dir >/dev/null 2>&1 || { echo "mirrors: $mirror is not a Git repository" >&2; return 1; }
        echo "mirrors: $mirror has no refs/ folder; using a copy with one, $copy" >&2
      fi
      mirror="$(cd "$copy" && pwd)"
    fi
    # A file:// URL, not a path: SwiftPM then treats the mirror as the remote it stands for,
    # and Package.resolved keeps the pin a remoteSourceControl one, as a networked build writes.
    # With a scratch path of its own: the package's .build may be locked by the swift test
    # that runs this (DebianPackageTests run scripts/package), and setting a mirror needs
    # no build folder.
    local scratch
    scratch="$(mktemp -d)"
    swift package --scratch-path "$scratch" config set-mirror --original "$url" --mirror "file://$mirror"
    rm -rf "$scratch"
  done
}

use_mirrors
