# The Debian packages PlaceholderKit needs, in groups, each with why: read by
# scripts/bootstrap (which installs them) and scripts/package (whose .deb depends on the
# fonts). Sourced, not run.

# Headers and pkg-config files the Swift build compiles and links against.
build_packages=(pkg-config libcairo2-dev libfreetype-dev libfontconfig-dev libharfbuzz-dev libicu-dev libpng-dev)
build_reason="to build: headers and pkg-config files of cairo, FreeType, Fontconfig, HarfBuzz, ICU and libpng"

# Unicode's LineBreakTest.txt, for the line-breaking conformance test.
test_packages=(unicode-data)
test_reason="for the tests: Unicode's LineBreakTest.txt"

# The fonts the fallback chain renders with: Latin, Greek, Cyrillic, Arabic, Hebrew
# (Inter, DejaVu Sans), CJK (Noto Sans CJK) and emoji (Noto Color Emoji).
font_packages=(fonts-dejavu-core fonts-inter fonts-noto-cjk fonts-noto-color-emoji)
font_reason="the fonts renders fall back to: Latin, Arabic and Hebrew (Inter, DejaVu), CJK (Noto Sans CJK), emoji (Noto Color Emoji)"
