import Glibc
import PlaceholderModel

/// WCAG 2.2's contrast ratio (success criterion 1.4.3): (L1 + 0.05) / (L2 + 0.05) of the
/// relative luminances of the lighter and the darker colour, from 1:1 to 21:1.
public enum ContrastRatio {
    /// The ratio of two opaque colours (their alpha is ignored: composite them first).
    public static func between(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The relative luminance of an sRGB colour: each channel linearized, then weighted
    /// 0.2126, 0.7152 and 0.0722 (WCAG 2.2's definition, with the sRGB threshold 0.04045).
    public static func luminance(_ color: RGBA) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = max(0, min(1, channel))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The ratio text needs (WCAG 2.2 1.4.3, Apple's HIG): 3:1 for large text — at least
    /// 18 pt, or 14 pt bold (weight 700 or more) — and 4.5:1 for the rest.
    public static func required(size: Double, weight: Int) -> Double {
        size >= 18 || (size >= 14 && weight >= 700) ? 3 : 4.5
    }
}

extension RGBA {
    /// This colour drawn over `background` with its alpha ("source over"); the result is
    /// as opaque as the background.
    public func composited(over background: RGBA) -> RGBA {
        let alpha = max(0, min(1, self.alpha))
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return RGBA(red: channel(red, background.red), green: channel(green, background.green),
                    blue: channel(blue, background.blue), alpha: outAlpha)
    }
}
