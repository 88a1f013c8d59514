# The Debian packages PlaceholderKit needs, in groups, each with why: read by
# scripts/bootstrap (which installs them) and scripts/package. Sourced, not run.

# Headers the Swift build compiles and links against: the system's libhyphen (cairo,
# pixman, FreeType, HarfBuzz, libpng and zlib are built from the pinned sources in Sources/,
# ICU is the Swift toolchain's swift-foundation-icu, and fonts are matched by PlaceholderKit
# itself; the SystemLibraries trait needs system_library_packages instead).
build_packages=(pkg-config libhyphen-dev)
build_reason="to build: the header of libhyphen"

# What the SystemLibraries trait links instead of the pinned stack: `scripts/bootstrap
# --why "…" "${system_library_packages[@]}"` installs them.
system_library_packages=(libcairo2-dev libfreetype-dev libharfbuzz-dev libpng-dev)

# Unicode's LineBreakTest.txt, for the line-breaking conformance test.
test_packages=(unicode-data)
test_reason="for the tests: Unicode's LineBreakTest.txt"

# The hyphenation dictionaries hyphenationFactor uses, by language: English, German, French.
hyphen_packages=(hyphen-en-us hyphen-de hyphen-fr)
hyphen_reason="the hyphenation dictionaries of paragraphStyle.hyphenationFactor: English, German, French"

# The host's copies of the fallback chain's font packages. Renders never use them (the
# pinned set of scripts/lib/pinned-fonts.bash, which bootstrap fetches, is what every build
# renders with); tests open a few of their files by path, as a user's --font-file would.
font_packages=(fonts-dejavu-core fonts-inter)
font_reason="font files some tests open by path (renders use the pinned set)"
