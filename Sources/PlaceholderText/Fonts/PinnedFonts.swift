/// The font files every source build renders with, pinned by SHA-256 (a ``PinnedSet``): the
/// fallback chain's files (Inter and its display cut, DejaVu Sans, Noto Sans CJK, Noto Color
/// Emoji) as Debian 12 ships them, the same files the bundle carries. The host's own font
/// packages never change a pixel: `scripts/bootstrap` fetches exactly these `.deb`s, checks
/// them and puts the files into the pinned cache (``PinnedSet/cacheFolders(environment:)``).
///
/// This table is the pin's one place: `scripts/lib/pinned-fonts.bash` reads its
/// `Package(...)` and `File(...)` lines, and a test checks it reads them all. Changing a
/// file means a new ``name``, so a folder of the old set is never taken for the new one.
public enum PinnedFonts: PinnedSet {
    /// The set's name: the folder that holds it.
    public static let name = "debian12-2026.1"

    /// The Debian release the packages come from, as a purl's `distro` qualifier says it.
    public static let distro = "debian-12"

    /// What renders where the set is not found: the host's fonts.
    public static let fallback = "host fonts"

    /// The packages, in the order bootstrap fetches them.
    public static let packages: [Package] = [
        Package(name: "fonts-dejavu-core", version: "2.37-6", pool: "pool/main/f/fonts-dejavu/fonts-dejavu-core_2.37-6_all.deb", size: 1067728, sha256: "8892669e51aab4dc56682c8e39d8ddb7d70fad83c369344e1e240bf3ca22bb76", licence: "Bitstream Vera and public-domain changes"),
        Package(name: "fonts-inter", version: "4.0~beta7+ds-1", pool: "pool/main/f/fonts-inter/fonts-inter_4.0~beta7+ds-1_all.deb", size: 2940304, sha256: "6afd9014550e04b58bccf64b94f92ae1dbfd8018489b92de835408970234c24c", licence: "SIL Open Font License 1.1"),
        Package(name: "fonts-noto-cjk", version: "1:20220127+repack1-1", pool: "pool/main/f/fonts-noto-cjk/fonts-noto-cjk_20220127+repack1-1_all.deb", size: 56547048, sha256: "4a2515eb6db3978b897fef9709ed0d2b1f4c6c4df4d83d6c4ef65f71f1b1f502", licence: "SIL Open Font License 1.1"),
        Package(name: "fonts-noto-color-emoji", version: "2.042-0+deb12u1", pool: "pool/main/f/fonts-noto-color-emoji/fonts-noto-color-emoji_2.042-0+deb12u1_all.deb", size: 9893872, sha256: "a5ab0f69c7938423862320d9aca5dd187b3fd879d6a9a57dd52e17c3fa8d2751", licence: "SIL Open Font License 1.1"),
    ]

    /// The files, each taken from its package.
    public static let files: [File] = [
        File(package: "fonts-dejavu-core", path: "usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size: 759720, sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
        File(package: "fonts-dejavu-core", path: "usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", size: 708920, sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Black.otf", size: 266240, sha256: "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-BlackItalic.otf", size: 273196, sha256: "fdd250fe1eadd2d48151f9e18d989840d308450486ec4a2e4e4fde4b0d435f6c"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Bold.otf", size: 271436, sha256: "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-BoldItalic.otf", size: 278016, sha256: "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-ExtraBold.otf", size: 271868, sha256: "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-ExtraBoldItalic.otf", size: 279140, sha256: "6afee6b920d669c589b47fc2abbcad7d459f3d22f6c934c39c33105b39c238da"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-ExtraLight.otf", size: 264196, sha256: "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-ExtraLightItalic.otf", size: 275152, sha256: "df1d6a77ed02425ec3456dfb488f05bba51e20d62dad2a92edf4ab7425247697"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Italic.otf", size: 271400, sha256: "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Light.otf", size: 265000, sha256: "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-LightItalic.otf", size: 274996, sha256: "9e9b0aa66832affca1f1bed090eb7b49236de1ac7b7e81f8c7c80864de49a974"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Medium.otf", size: 269692, sha256: "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-MediumItalic.otf", size: 278472, sha256: "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Regular.otf", size: 258992, sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-SemiBold.otf", size: 270760, sha256: "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf", size: 279536, sha256: "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-Thin.otf", size: 257356, sha256: "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/Inter-ThinItalic.otf", size: 269448, sha256: "e8ecee2030f42da7214c7d5dae3c9c29dfb5e728c7f14020b4ce813da6aff12d"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/InterDisplay-Regular.otf", size: 266692, sha256: "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/InterDisplay-Medium.otf", size: 274672, sha256: "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf", size: 275576, sha256: "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e"),
        File(package: "fonts-inter", path: "usr/share/fonts/opentype/inter/InterDisplay-Bold.otf", size: 274132, sha256: "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6"),
        File(package: "fonts-noto-cjk", path: "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", size: 19484784, sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"),
        File(package: "fonts-noto-cjk", path: "usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", size: 20050760, sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb"),
        File(package: "fonts-noto-color-emoji", path: "usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", size: 10980856, sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec"),
    ]
}
