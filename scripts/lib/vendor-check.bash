#!/usr/bin/env bash
# scripts/vendor --check: is the pinned stack (Sources/PlaceholderRendering/
# PinnedStack.swift) behind Debian? For each vendored source package it asks apt, through
# apt lists of its own (so the host's sources do not matter: any Debian or Ubuntu host
# works), for the newest revision in the stack's Debian release and its security suite
# (trixie and trixie-security for debian-13). For every newer revision it prints the CVE
# lines of its changelog, and whether docs/cve-triage.md lists each CVE.
#
#   scripts/vendor --check            # exit 0: current; 1: a newer revision (or an
#                                     # untriaged CVE); 2: Debian could not be asked
#   scripts/vendor --check --quiet    # only the verdict line
#
# The lists live in $PLACEHOLDERKIT_VENDOR_CHECK_STATE (default .build/vendor-check) and
# are refreshed at every run. A newer revision's changelog comes from its Debian tarball
# in the pool or, where the pool serves none, from a binary package built from it.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/pinned-stack.bash

quiet=0
for argument in "$@"; do
  case "$argument" in
    --quiet) quiet=1 ;;
    *) echo "vendor --check: unknown argument $argument (takes --quiet)" >&2; exit 2 ;;
  esac
done
say() { [ "$quiet" = 1 ] || echo "$@"; }

distro="$(pinned_stack_distro)"
case "$distro" in
  debian-13) codename=trixie ;;
  debian-12) codename=bookworm ;;
  *) echo "vendor --check: no Debian codename known for $distro (scripts/lib/vendor-check.bash)" >&2; exit 2 ;;
esac
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[ -f "$keyring" ] || { echo "vendor --check: $keyring is missing (apt-get install debian-archive-keyring)" >&2; exit 2; }
triage=docs/cve-triage.md

state="${PLACEHOLDERKIT_VENDOR_CHECK_STATE:-$PWD/.build/vendor-check}"
mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$state/etc/sources.list.d" "$state/etc/preferences.d" "$state/work"
arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
cat >"$state/etc/sources.list" <<EOF
deb-src [signed-by=$keyring] http://deb.debian.org/debian $codename main
deb-src [signed-by=$keyring] http://deb.debian.org/debian-security $codename-security main
deb [arch=$arch signed-by=$keyring] http://deb.debian.org/debian $codename main
deb [arch=$arch signed-by=$keyring] http://deb.debian.org/debian-security $codename-security main
EOF
apt_options=(-o "Dir::State=$state" -o "Dir::State::Lists=$state/lists" -o "Dir::Cache=$state/cache"
  -o "Dir::Etc::SourceList=$state/etc/sources.list" -o "Dir::Etc::SourceParts=$state/etc/sources.list.d"
  -o "Dir::Etc::Preferences=$state/etc/preferences" -o "Dir::Etc::PreferencesParts=$state/etc/preferences.d"
  -o "Dir::State::status=/dev/null" -o "APT::Sandbox::User=root" -o "Debug::NoLocking=1")
if ! apt-get "${apt_options[@]}" -q update >"$state/update.log" 2>&1 || grep -q '^\(E\|W\): Failed' "$state/update.log"; then
  echo "vendor --check: could not read Debian's $codename and $codename-security lists ($state/update.log)" >&2
  exit 2
fi

# newest PACKAGE → prints VERSION SUITE of the newest revision in either suite.
newest() {
  apt-cache "${apt_options[@]}" showsrc "$1" 2>/dev/null \
    | awk 'function out() { if (p != "") print v, (d ~ /^pool\/updates\// ? "security" : "main"); p = "" }
           /^Package: /{ p = $2 } /^Version: /{ v = $2 } /^Directory: /{ d = $2 } /^$/{ out() } END { out() }' \
    | sort -u | {
      best="" bestsuite=""
      while read -r version suite; do
        if [ -z "$best" ] || dpkg --compare-versions "$version" gt "$best"; then best=$version; bestsuite=$suite; fi
      done
      [ -n "$best" ] && echo "$best $bestsuite"
    }
}

# apt's helper that fetches a URL: a stand-in on PATH first (tests).
apt_helper="$(command -v apt-helper || echo /usr/lib/apt/apt-helper)"

# changelog PACKAGE VERSION → prints the Debian changelog of that revision, or nothing.
changelog() {
  local package=$1 version=$2 record dir file binary work="$state/work/$1"
  rm -rf "$work" && mkdir -p "$work"
  # That revision's source record, read once.
  record="$(apt-cache "${apt_options[@]}" showsrc "$package" 2>/dev/null | awk -v v="$version" 'BEGIN { RS = ""; ORS = "\n\n" } index("\n" $0 "\n", "\nVersion: " v "\n") { print; exit }')"
  dir="$(awk '/^Directory: /{ print $2; exit }' <<<"$record")"
  file="$(awk '/^Checksums-Sha256:/{ c = 1; next } c && /^ /{ if ($3 ~ /\.debian\.tar\./) { print $3; exit } next } { c = 0 }' <<<"$record")"
  if [ -n "$dir" ] && [ -n "$file" ]; then
    for root in http://deb.debian.org/debian http://deb.debian.org/debian-security; do
      if "$apt_helper" download-file "$root/$dir/$file" "$work/$file" >/dev/null 2>&1 \
          && tar -xOf "$work/$file" debian/changelog 2>/dev/null; then
        return
      fi
    done
  fi
  # The pool serves no Debian tarball of it: a binary package of the same revision carries
  # the changelog (usr/share/doc/PACKAGE/changelog.Debian.gz).
  for binary in $(awk '/^Binary: /{ sub(/^Binary: /, ""); gsub(/,/, ""); print; exit }' <<<"$record"); do
    if (cd "$work" && apt-get "${apt_options[@]}" -q download "$binary=$version" >/dev/null 2>&1); then
      dpkg-deb --fsys-tarfile "$work"/*.deb 2>/dev/null | tar -xOf - --wildcards '*/changelog.Debian.gz' 2>/dev/null | gzip -dc 2>/dev/null
      return
    fi
  done
}

# entries_after VERSION: from a changelog on standard input, the lines of the entries of
# revisions newer than VERSION.
entries_after() {
  local vendored=$1 line version keep=0
  while IFS= read -r line; do
    if [[ "$line" =~ ^[a-z0-9][a-z0-9.+-]*\ \(([^\)]+)\) ]]; then
      version="${BASH_REMATCH[1]}"
      if dpkg --compare-versions "$version" gt "$vendored"; then keep=1; else keep=0; fi
    fi
    [ "$keep" = 1 ] && printf '%s\n' "$line"
  done
}

stale=0 untriaged=0 behind=()
while read -r library _ package version _; do
  read -r latest suite < <(newest "$package") || latest=""
  if [ -z "$latest" ]; then
    echo "vendor --check: $package is not in Debian's $codename or $codename-security" >&2
    exit 2
  fi
  if ! dpkg --compare-versions "$latest" gt "$version"; then
    say "vendor --check: $library: $package $version is $codename's newest"
    continue
  fi
  stale=1
  behind+=("$library $version → $latest")
  say "vendor --check: $library: $package $version is vendored; $codename$([ "$suite" = security ] && echo -security) has $latest"
  log="$(changelog "$package" "$latest")"
  if [ -z "$log" ]; then
    say "  (no changelog of $latest could be fetched)"
    continue
  fi
  cves="$(entries_after "$version" <<<"$log" | grep -E 'CVE-[0-9]{4}-[0-9]+' || true)"
  [ -n "$cves" ] || { say "  its changelog names no CVE since $version"; continue; }
  while IFS= read -r line; do say "  $line"; done <<<"$cves"
  for cve in $(grep -oE 'CVE-[0-9]{4}-[0-9]+' <<<"$cves" | sort -u); do
    if ! grep -q "$cve" "$triage" 2>/dev/null; then
      untriaged=1
      say "  $cve is not in $triage: triage it there"
    fi
  done
done < <(pinned_stack_sources)

if [ "$stale" = 0 ]; then
  echo "vendor --check: current: every vendored library is at $codename's newest revision"
  exit 0
fi
echo "vendor --check: STALE: ${#behind[@]} behind Debian ($(IFS=';'; echo "${behind[*]}" | sed 's/;/; /g'))$([ "$untriaged" = 1 ] && echo ", with CVEs not in $triage")"
exit 1
