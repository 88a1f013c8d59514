# The Debian packages PlaceholderKit needs, in groups, each with why: read by
# scripts/bootstrap (which installs them) and scripts/package (whose .deb depends on the
# fonts). Sourced, not run.

# Headers and pkg-config files the Swift build compiles and links against.
build_packages=(pkg-config libcairo2-dev libfreetype-dev libfontconfig-dev libharfbuzz-dev libicu-dev libpng-dev libhyphen-dev)
build_reason="to build: headers and pkg-config files of cairo, FreeType, Fontconfig, HarfBuzz, ICU, libpng and libhyphen"

# Unicode's LineBreakTest.txt, for the line-breaking conformance test.
test_packages=(unicode-data)
test_reason="for the tests: Unicode's LineBreakTest.txt"

# The hyphenation dictionaries hyphenationFactor uses, by language: English, German, French.
hyphen_packages=(hyphen-en-us hyphen-de hyphen-fr)
hyphen_reason="the hyphenation dictionaries of paragraphStyle.hyphenationFactor: English, German, French"

# The fonts the fallback chain renders with: Latin, Greek, Cyrillic, Arabic, Hebrew
# (Inter, DejaVu Sans), CJK (Noto Sans CJK) and emoji (Noto Color Emoji).
font_packages=(fonts-dejavu-core fonts-inter fonts-noto-cjk fonts-noto-color-emoji)
font_reason="the fonts renders fall back to: Latin, Arabic and Hebrew (Inter, DejaVu), CJK (Noto Sans CJK), emoji (Noto Color Emoji)"
