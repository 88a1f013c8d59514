/// The hyphenation dictionaries of `hyphenationFactor` (``Hyphenator``), pinned by SHA-256
/// as the fonts are (a ``PinnedSet``): TeX's patterns for libhyphen, as Debian 13 ships them
/// in `hyphen-en-us`, `hyphen-de` and `hyphen-fr`, the same files the bundle carries. The
/// host's `/usr/share/hyphen` is never read: `scripts/bootstrap` fetches exactly these
/// `.deb`s, checks them and puts the files into the pinned cache
/// (``PinnedSet/cacheFolders(environment:)``), beside the font set.
///
/// This table is the pin's one place: `scripts/lib/pinned-dictionaries.bash` reads its
/// `Package(...)` and `File(...)` lines, and a test checks it reads them all. Changing a
/// file means a new ``name``, so a folder of the old set is never taken for the new one.
public enum PinnedDictionaries: PinnedSet {
    /// The set's name: the folder that holds it.
    public static let name = "hyphen-debian13-2026.1"

    /// The Debian release the packages come from, as a purl's `distro` qualifier says it.
    public static let distro = "debian-13"

    /// What hyphenates where the set is not found: nothing.
    public static let fallback = "no hyphenation"

    /// The packages, in the order bootstrap fetches them.
    public static let packages: [Package] = [
        Package(name: "hyphen-en-us", version: "2.8.8-7", pool: "pool/main/h/hyphen/hyphen-en-us_2.8.8-7_all.deb", size: 54196, sha256: "04898d274f0ce015d504d4c594e63a2b7829e09b97f5c3179a7ccb6b53094be8", licence: "GPL-2+ or LGPL-2.1+ or MPL-1.1+"),
        Package(name: "hyphen-de", version: "1:25.2.3-1", pool: "pool/main/libr/libreoffice-dictionaries/hyphen-de_25.2.3-1_all.deb", size: 512416, sha256: "12e094032d889402b0715127bddd97038986a1fa079a9cbd8e53ab155d32b242", licence: "LGPL-2+"),
        Package(name: "hyphen-fr", version: "1:25.2.3-1", pool: "pool/main/libr/libreoffice-dictionaries/hyphen-fr_25.2.3-1_all.deb", size: 268664, sha256: "a7051fc5b2c2be21b32a786e6b910844e5283ca7ab3792c234e3750c4c5c6b59", licence: "LGPL-2.1+"),
    ]

    /// The files, each taken from its package.
    public static let files: [File] = [
        File(package: "hyphen-en-us", path: "usr/share/hyphen/hyph_en_US.dic", size: 106063, sha256: "546b4c007d82b3bc9b3a691a3048eaae86741a162cd4e64a41fdebe147e5e473"),
        File(package: "hyphen-de", path: "usr/share/hyphen/hyph_de_DE.dic", size: 1093611, sha256: "2e2f5ffea6bc53f67ffe8c076921c7b1b34a2ec2b9ec57a4608374bb65a1a1e1"),
        File(package: "hyphen-fr", path: "usr/share/hyphen/hyph_fr.dic", size: 23631, sha256: "476ca60b958400c8b3fbe55764b4900df87acf60394ef62362705d9c701db191"),
    ]

    /// The dictionary file (a ``PinnedFile/name`` of ``files``) of each language with one,
    /// by a BCP 47 tag's language subtag.
    public static let languages = ["en": "hyph_en_US.dic", "de": "hyph_de_DE.dic", "fr": "hyph_fr.dic"]
}
