# The pinned font set (Sources/PlaceholderText/Fonts/PinnedFonts.swift, the pin's one place):
# scripts/lib/pinned-set.bash over its table. Sourced by scripts/bootstrap,
# scripts/lib/bundle.bash, scripts/fuzz and scripts/sanitize; defines pinned_fonts_name,
# pinned_fonts_packages, pinned_fonts_files, pinned_fonts_stamp, pinned_fonts_folder,
# pinned_fonts_installed and install_pinned_fonts.

source "$(cd "${BASH_SOURCE[0]%/*}" && pwd)/pinned-set.bash"
pinned_fonts_table="$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)/Sources/PlaceholderText/Fonts/PinnedFonts.swift"

pinned_fonts_name() { pinned_set_name "$pinned_fonts_table"; }
pinned_fonts_packages() { pinned_set_packages "$pinned_fonts_table"; }
pinned_fonts_files() { pinned_set_files "$pinned_fonts_table"; }
pinned_fonts_stamp() { pinned_set_stamp "$pinned_fonts_table"; }
pinned_fonts_folder() { pinned_set_folder "$pinned_fonts_table"; }
pinned_fonts_installed() { pinned_set_installed "$pinned_fonts_table"; }
install_pinned_fonts() { install_pinned_set "$pinned_fonts_table" "pinned fonts"; }
