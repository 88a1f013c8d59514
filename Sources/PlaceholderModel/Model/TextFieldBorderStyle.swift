/// `UITextField.BorderStyle`: the frame iOS draws around a field and how far it keeps the
/// text from the bounds. Every figure of a style is declared here, once.
///
/// Where the numbers come from: fifteen reference images that iOS simulators recorded
/// (UITextField and UITextView snapshots of public test suites, 17 pt body text, @2x and
/// @3x), measured in issue #34:
///
/// | style         | text inset | line   | height | frame                                           |
/// | ------------- | ---------: | ------ | -----: | ----------------------------------------------- |
/// | `none`        | 0 pt       | middle | 22 pt  | none                                            |
/// | `line`        | 2 pt       | middle | 30 pt  | 1 pt black                                      |
/// | `bezel`       | 7 pt       | 1.33 pt low | 32 pt  | 1 pt #808080, a 1 pt #AAAAAA band inside it along the top and left |
/// | `roundedRect` | 7 pt       | middle | 34 pt  | one device pixel, #CCCCCC (light) / #333333 (dark), 5 pt corners |
///
/// The heights are what `sizeThatFits` gives a field of 17 pt SF Pro Text (lineHeight
/// 20.287): ⌈lineHeight + 2 × ``verticalPadding``⌉. The same rule gives the same heights
/// for Inter, the system face here (lineHeight 20.57).
public enum TextFieldBorderStyle: String, Codable, CaseIterable, Sendable, SpecWord {
    case none, line, bezel, roundedRect

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// The frame's width in points at `scale` (0 for `none`): 1 pt for `line` and `bezel`,
    /// one device pixel for `roundedRect` (0.33 pt at @3x), as iOS draws its hairline.
    public func borderWidth(scale: Double) -> Double {
        switch self {
        case .none: return 0
        case .line, .bezel: return 1
        case .roundedRect: return 1 / max(scale, 1)
        }
    }

    /// The width of the lighter band `bezel` draws inside its frame along the top and left
    /// edges (its sunken look), in points; 0 for the other styles.
    public var innerBandWidth: Double { self == .bezel ? 1 : 0 }

    /// The radius of the frame's corners in points.
    public var cornerRadius: Double { self == .roundedRect ? 5 : 0 }

    /// Space between the bounds and the text rect on the left and right, in points.
    public var horizontalTextInset: Double {
        switch self {
        case .none: return 0
        case .line: return 2
        case .bezel, .roundedRect: return 7
        }
    }

    /// Space above and below one line of text in the height `sizeThatFits` gives.
    public var verticalPadding: Double {
        switch self {
        case .none: return 0.5
        case .line: return 4.5
        case .bezel: return 5.5
        case .roundedRect: return 6.5
        }
    }

    /// How far below the middle of the frame's inside iOS sets the line, in points: 4/3 pt
    /// (four device pixels at @3x) for `bezel`, whose sunken frame carries its text low
    /// (measured against the iOS references, issue #44), 0 for the others. The text rect
    /// moves down by this much, so the line moves with it at every vertical alignment.
    public var textVerticalOffset: Double { self == .bezel ? 4.0 / 3.0 : 0 }

    /// The frame's colour under `appearance` (the same in both for `line` and `bezel`).
    public func borderColor(for appearance: Appearance) -> RGBA {
        switch self {
        case .none: return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .line: return RGBA(gray: 0x00)
        case .bezel: return RGBA(gray: 0x80)
        case .roundedRect: return appearance == .light ? RGBA(gray: 0xCC) : RGBA(gray: 0x33)
        }
    }

    /// The colour of `bezel`'s inner band along the top and left edges.
    public var innerBandColor: RGBA { RGBA(gray: 0xAA) }

    /// The background a field of this style has when its `backgroundColor` is not set:
    /// the rounded and bezel frames are filled, the others transparent.
    public var defaultBackground: Color {
        switch self {
        case .none, .line: return .system(.clear)
        case .bezel, .roundedRect: return .system(.systemBackground)
        }
    }
}
