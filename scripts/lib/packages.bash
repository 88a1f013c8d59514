# The Debian packages PlaceholderKit needs, in groups, each with why: read by
# scripts/bootstrap (which installs them) and scripts/package. Sourced, not run.

# A source build needs no library package: cairo, pixman, FreeType, HarfBuzz, libpng, zlib
# libhyphen and ICU are built from the pinned sources in Sources/ (scripts/vendor), fonts
# are matched by PlaceholderKit itself, the font set and the hyphenation dictionaries are
# pinned sets bootstrap fetches into a cache (scripts/lib/pinned-fonts.bash,
# scripts/lib/pinned-dictionaries.bash), and the line-breaking conformance test reads its
# LineBreakTest.txt from Tests/.

# What the SystemLibraries trait links instead of the pinned stack, found with pkg-config:
# `scripts/bootstrap --why "…" "${system_library_packages[@]}"` installs them.
system_library_packages=(pkg-config libcairo2-dev libfreetype-dev libharfbuzz-dev libpng-dev)

# The host's copies of the fallback chain's font packages. Renders never use them (the
# pinned set of scripts/lib/pinned-fonts.bash, which bootstrap fetches, is what every build
# renders with); tests open a few of their files by path, as a user's --font-file would.
font_packages=(fonts-dejavu-core fonts-inter)
font_reason="font files some tests open by path (renders use the pinned set)"
