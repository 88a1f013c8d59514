import Glibc

/// The tracking iOS gives the system font by size, for the face `system` resolved to:
/// San Francisco's table from Apple's Human Interface Guidelines (in 1/1000 em, between
/// the sizes it lists linearly; the table covers SF Pro Text and SF Pro Display), Inter's
/// published dynamic-metrics formula for Inter (Inter Display, its display cut, has its
/// tighter spacing drawn in, and gets none), and none for any other face (DejaVu Sans).
enum SystemFontTracking {
    /// Points added after each character of `face` at `size` points.
    static func points(face: Face, size: Double) -> Double {
        em(familyName: face.familyName, size: size) * size
    }

    /// The tracking in ems for a face of `familyName` at `size` points.
    static func em(familyName: String, size: Double) -> Double {
        if familyName.hasPrefix("SF Pro") { return sanFrancisco(size: size) }
        if familyName == "Inter" { return inter(size: size) }
        return 0
    }

    /// Inter's dynamic metrics (rsms.me/inter/dynmetrics): a + b·e^(c·size) em.
    static func inter(size: Double) -> Double {
        -0.0223 + 0.185 * exp(-0.1745 * size)
    }

    /// The HIG's SF Pro tracking table: size in points → 1/1000 em, for iOS.
    static let sanFranciscoTable: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9),
        (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6),
        (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]

    /// The table at `size`, in ems: its first value below 6 points, its last above 96.
    static func sanFrancisco(size: Double) -> Double {
        let table = sanFranciscoTable
        guard size > table[0].size else { return table[0].milliEm / 1000 }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].milliEm / 1000 }
        let (a, b) = (table[upper - 1], table[upper])
        return (a.milliEm + (b.milliEm - a.milliEm) * (size - a.size) / (b.size - a.size)) / 1000
    }
}
