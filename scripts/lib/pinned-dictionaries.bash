# The pinned hyphenation dictionaries (Sources/PlaceholderText/Text/PinnedDictionaries.swift,
# the pin's one place): scripts/lib/pinned-set.bash over its table, into the same pinned
# cache as the font set. Sourced by scripts/bootstrap and scripts/lib/bundle.bash; defines
# pinned_dictionaries_name, pinned_dictionaries_packages, pinned_dictionaries_files,
# pinned_dictionaries_stamp, pinned_dictionaries_folder, pinned_dictionaries_installed and
# install_pinned_dictionaries.

source "$(cd "${BASH_SOURCE[0]%/*}" && pwd)/pinned-set.bash"
pinned_dictionaries_table="$(cd "${BASH_SOURCE[0]%/*}/../.." && pwd)/Sources/PlaceholderText/Text/PinnedDictionaries.swift"

pinned_dictionaries_name() { pinned_set_name "$pinned_dictionaries_table"; }
pinned_dictionaries_packages() { pinned_set_packages "$pinned_dictionaries_table"; }
pinned_dictionaries_files() { pinned_set_files "$pinned_dictionaries_table"; }
pinned_dictionaries_stamp() { pinned_set_stamp "$pinned_dictionaries_table"; }
pinned_dictionaries_folder() { pinned_set_folder "$pinned_dictionaries_table"; }
pinned_dictionaries_installed() { pinned_set_installed "$pinned_dictionaries_table"; }
install_pinned_dictionaries() { install_pinned_set "$pinned_dictionaries_table" "pinned dictionaries"; }
