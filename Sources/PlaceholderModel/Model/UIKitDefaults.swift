/// What UIKit gives a view that is not told otherwise, written once for every kind (text
/// view, text field, form, label) and for the text engine's runs.
public enum UIKitDefaults {
    /// Device pixels a point: a 2x screen.
    public static let scale = 2.0
    /// The light appearance (`UIUserInterfaceStyle.light`).
    public static let appearance = Appearance.light
    /// Dynamic Type's default size, `UIContentSizeCategory.large`: the one at which a text
    /// style has its nominal size.
    public static let contentSizeCategory = ContentSizeCategory.large
    /// Text: `UIColor.label`.
    public static let textColor = Color.system(.label)
    /// Placeholders: `UIColor.placeholderText`.
    public static let placeholderColor = Color.system(.placeholderText)
    /// The caret and the selection: the system blue of `tintColor`.
    public static let tintColor = Color.system(.systemBlue)
}
