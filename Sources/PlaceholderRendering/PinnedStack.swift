/// The pinned rendering stack: the C libraries every default build compiles from vendored
/// source (`Sources/C*/upstream`), each as one Debian source package ships it, and the
/// name the stack goes by in `.versions.json`, the way the font set has one
/// (`PinnedFonts.name`).
///
/// This table is the stack's one place: `scripts/vendor` reads its `Source(...)` lines to
/// fetch and check each tarball, `scripts/vendor --check` compares them with Debian's
/// suites, `scripts/package` writes the SBOM from them, and `placeholderkit --version
/// --json` prints them. Changing a revision means re-vendoring and, when pixels move, a new
/// ``name``, so references recorded with the old stack say so when they fail.
public enum PinnedStack {
    /// The stack's name: the Debian release its sources come from and the year of the pin.
    public static let name = "debian13-2026.1"

    /// The Debian release the sources come from, as a purl's `distro` qualifier says it.
    public static let distro = "debian-13"

    /// One vendored library: a Debian source package at one revision.
    public struct Source: Sendable {
        /// The library's short name, as `scripts/vendor LIBRARY` takes it (`libpng`).
        public var library: String
        /// The SwiftPM target it is built in (`CLibPNG`).
        public var target: String
        /// Debian's source package (`libpng1.6`).
        public var package: String
        /// Debian's version of it, epoch included (`1.6.48-1+deb13u5`).
        public var version: String
        /// The upstream version (`1.6.48`).
        public var upstream: String
        /// The upstream tarball's path inside the pool, after `pool/` (the security
        /// archive's pool has the same paths under `pool/updates/`).
        public var orig: String
        /// The upstream tarball's SHA-256, in hexadecimal.
        public var origSHA256: String
        /// Debian's packaging tarball (with its patch series), or nil when none is
        /// applied (``note`` says why).
        public var debian: String?
        /// Its SHA-256, in hexadecimal.
        public var debianSHA256: String?
        /// The CPE 2.3 name of the upstream product, as NVD writes it, or nil where NVD
        /// names none.
        public var cpe: String?
        /// Upstream's licence, as an SPDX expression.
        public var licence: String
        /// What is not plain about this revision, or nil.
        public var note: String?
    }

    /// The libraries, in the order they are built on one another.
    public static let sources: [Source] = [
        Source(library: "zlib", target: "CZlib", package: "zlib", version: "1:1.3.dfsg+really1.3.1-1", upstream: "1.3.1", orig: "main/z/zlib/zlib_1.3.dfsg+really1.3.1.orig.tar.gz", origSHA256: "60dd315c07f616887caa029408308a018ace66e3d142726a97db164b3b8f69fb", debian: "main/z/zlib/zlib_1.3.dfsg+really1.3.1-1.debian.tar.xz", debianSHA256: "9ed525955ce9fb0c1b39be8ff98f73450dbfc6305a9a27e6149c8972d38a0a9e", cpe: "cpe:2.3:a:zlib:zlib:1.3.1:*:*:*:*:*:*:*", licence: "Zlib", note: nil),
        Source(library: "libpng", target: "CLibPNG", package: "libpng1.6", version: "1.6.48-1+deb13u5", upstream: "1.6.48", orig: "main/libp/libpng1.6/libpng1.6_1.6.48.orig.tar.gz", origSHA256: "b17e99026055727e8cba99160c3a9a7f9af788e9f786daeadded5a42243f1dd0", debian: "main/libp/libpng1.6/libpng1.6_1.6.48-1+deb13u5.debian.tar.xz", debianSHA256: "b38d5929b9a6139f2ce02a0e831d0f3f5365410b050dc429ea079a73253fe97a", cpe: "cpe:2.3:a:libpng:libpng:1.6.48:*:*:*:*:*:*:*", licence: "Libpng", note: nil),
        Source(library: "freetype", target: "CFreeType", package: "freetype", version: "2.13.3+dfsg-1+deb13u1", upstream: "2.13.3", orig: "main/f/freetype/freetype_2.13.3+dfsg.orig.tar.xz", origSHA256: "686ec73cbf6783b245dd068a09ce807b729ac0f8a46dd70f7867923c32fdf4de", debian: "main/f/freetype/freetype_2.13.3+dfsg-1+deb13u1.debian.tar.xz", debianSHA256: "e7a07cad1b9c803457ec310bc87132429f52171c89f9126c09eb62e203c8c84b", cpe: "cpe:2.3:a:freetype:freetype:2.13.3:*:*:*:*:*:*:*", licence: "FTL OR GPL-2.0-or-later", note: nil),
        Source(library: "harfbuzz", target: "CHarfBuzz", package: "harfbuzz", version: "10.2.0-1+deb13u1", upstream: "10.2.0", orig: "main/h/harfbuzz/harfbuzz_10.2.0.orig.tar.xz", origSHA256: "620e3468faec2ea8685d32c46a58469b850ef63040b3565cde05959825b48227", debian: "main/h/harfbuzz/harfbuzz_10.2.0-1+deb13u1.debian.tar.xz", debianSHA256: "7694792ba03256931cbd068b9100d5bcca1d63496434af3c30b56babddd01d90", cpe: "cpe:2.3:a:harfbuzz_project:harfbuzz:10.2.0:*:*:*:*:*:*:*", licence: "MIT", note: nil),
        Source(library: "pixman", target: "CPixman", package: "pixman", version: "0.44.0-3", upstream: "0.44.0", orig: "main/p/pixman/pixman_0.44.0.orig.tar.gz", origSHA256: "89a4c1e1e45e0b23dffe708202cb2eaffde0fe3727d7692b2e1739fec78a7dac", debian: nil, debianSHA256: nil, cpe: "cpe:2.3:a:pixman:pixman:0.44.0:*:*:*:*:*:*:*", licence: "MIT", note: "Debian's 0.44.0-3 packaging is a format 1.0 .diff.gz that changes its build and test timeouts only (its changelog); the upstream tarball is vendored as it is."),
        Source(library: "cairo", target: "CCairo", package: "cairo", version: "1.18.4-1", upstream: "1.18.4", orig: "main/c/cairo/cairo_1.18.4.orig.tar.xz", origSHA256: "445ed8208a6e4823de1226a74ca319d3600e83f6369f99b14265006599c32ccb", debian: "main/c/cairo/cairo_1.18.4-1.debian.tar.xz", debianSHA256: "bf2d9ea10097fd06faf6b4ef2149677e7aa0eb8abf85aa5d46851ea11a713f68", cpe: "cpe:2.3:a:cairographics:cairo:1.18.4:*:*:*:*:*:*:*", licence: "LGPL-2.1-only OR MPL-1.1", note: nil),
        Source(library: "icu", target: "CICU", package: "icu", version: "76.1-4", upstream: "76.1", orig: "main/i/icu/icu_76.1.orig.tar.gz", origSHA256: "dfacb46bfe4747410472ce3e1144bf28a102feeaa4e3875bac9b4c6cf30f4f3e", debian: "main/i/icu/icu_76.1-4.debian.tar.xz", debianSHA256: "5f9ff8b3a8e89a01b52c84bfebd35e7825ac561669d24e5a3d5f25d158e4f412", cpe: "cpe:2.3:a:unicode:international_components_for_unicode:76.1:*:*:*:*:*:*:*", licence: "Unicode-3.0", note: nil),
        Source(library: "hyphen", target: "CHyphen", package: "hyphen", version: "2.8.8-7", upstream: "2.8.8", orig: "main/h/hyphen/hyphen_2.8.8.orig.tar.gz", origSHA256: "304636d4eccd81a14b6914d07b84c79ebb815288c76fe027b9ebff6ff24d5705", debian: "main/h/hyphen/hyphen_2.8.8-7.debian.tar.xz", debianSHA256: "085a0168906304c9033154923e269ae70b64881dcbe6e52854afd4bd2be60aec", cpe: nil, licence: "GPL-2.0-or-later OR LGPL-2.1-or-later OR MPL-1.1", note: nil),
    ]
}
