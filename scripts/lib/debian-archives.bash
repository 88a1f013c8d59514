# Debian's archives as apt on this host knows them, for fetching files from their pools:
# sourced by scripts/lib/pinned-fonts.bash (the font .debs) and scripts/lib/pinned-stack.bash
# (the vendored sources). Defines debian_archives.

# One line an archive: ROOT-URL POOL-PREFIX. The main archive keeps a file under pool/, the
# security archive under pool/updates/; first as apt's configured mirrors name them (by
# their Release file's origin and label, so an Ubuntu mirror is not taken for Debian's),
# then deb.debian.org, for a host whose apt has no Debian mirror (Ubuntu).
debian_archives() {
  {
    { apt-get indextargets --format '$(REPO_URI) $(ORIGIN) $(LABEL)' 2>/dev/null || true; } \
      | awk '$2 == "Debian" && $3 == "Debian" { print $1, "pool/" } $2 == "Debian" && $3 == "Debian-Security" { print $1, "pool/updates/" }'
    echo "http://deb.debian.org/debian/ pool/"
    echo "http://deb.debian.org/debian-security/ pool/updates/"
  } | awk '!seen[$0]++'
}
