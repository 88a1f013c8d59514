# The pinned rendering stack (Sources/PlaceholderRendering/PinnedStack.swift, the
# stack's one place): reads its table for scripts/vendor, scripts/vendor --check and
# scripts/package. Defines pinned_stack_name, pinned_stack_distro and pinned_stack_sources
# (and, from scripts/lib/debian-archives.bash, debian_archives).

pinned_stack_table="$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)/Sources/PlaceholderRendering/PinnedStack.swift"

# The stack's name (debian13-2026.1).
pinned_stack_name() {
  sed -nE 's/^ *public static let name = "([^"]+)"$/\1/p' "$pinned_stack_table"
}

# The purl distro qualifier (debian-13).
pinned_stack_distro() {
  sed -nE 's/^ *public static let distro = "([^"]+)"$/\1/p' "$pinned_stack_table"
}

# One line a library: LIBRARY TARGET PACKAGE VERSION UPSTREAM ORIG ORIG-SHA256 DEBIAN
# DEBIAN-SHA256 CPE LICENCE, with - for a nil value (no Debian tarball, no CPE) and the
# licence's spaces as underscores, so every field is one word.
pinned_stack_sources() {
  perl -ne '
    next unless /^ *Source\(library: "([^"]+)", target: "([^"]+)", package: "([^"]+)", version: "([^"]+)", upstream: "([^"]+)", orig: "([^"]+)", origSHA256: "([0-9a-f]{64})", debian: (?:nil|"([^"]+)"), debianSHA256: (?:nil|"([0-9a-f]{64})"), cpe: (?:nil|"([^"]+)"), licence: "([^"]+)"/;
    my @f = ($1, $2, $3, $4, $5, $6, $7, $8 // "-", $9 // "-", $10 // "-", $11);
    $f[10] =~ s/ /_/g;
    print join(" ", @f), "\n";' "$pinned_stack_table"
}

# The archives a pool path (the part after pool/) is fetched from: debian_archives.
source "$(cd "${BASH_SOURCE[0]%/*}" && pwd)/debian-archives.bash"
