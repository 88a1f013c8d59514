/// `UIControl.ContentVerticalAlignment`: where a text field's line sits in its text rect.
/// `fill` draws text as `center` does (UIKit stretches images under it, not text).
public enum ContentVerticalAlignment: String, Codable, CaseIterable, Sendable, SpecWord {
    case top, center, bottom, fill

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}
