/// `UITextField.BorderStyle`: the frame iOS draws around a field and how far it keeps the
/// text from the bounds.
///
/// Where the numbers come from: `roundedRect`'s 5 pt corner radius, 0.5 pt border in the
/// `separator` colour, 7 pt horizontal text inset and 34 pt height are the figures of
/// iOS 7 and later that the issue asking for text fields (#20) gives; they were not
/// measured on a device here. The 34 pt is what `sizeThatFits` gives a field of 17 pt
/// SF Pro Text (lineHeight 20.287), so the height rule is ⌈lineHeight + 2 × 6.5⌉.
/// `line` and `bezel` are the pre-iOS 7 looks UIKit still draws: a 1 pt frame (`bezel`
/// grey with a darker top edge, its inset look) and text 3 pt inside the bounds; their
/// insets and 4 pt of height padding are approximations, not measurements.
public enum TextFieldBorderStyle: String, Codable, CaseIterable, Sendable, SpecWord {
    case none, line, bezel, roundedRect

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// The border's width in points (0 for `none`).
    public var borderWidth: Double {
        switch self {
        case .none: return 0
        case .line, .bezel: return 1
        case .roundedRect: return 0.5
        }
    }

    /// The radius of the frame's corners in points.
    public var cornerRadius: Double { self == .roundedRect ? 5 : 0 }

    /// Space between the bounds and the text rect on the left and right, in points.
    public var horizontalTextInset: Double {
        switch self {
        case .none: return 0
        case .line, .bezel: return 3
        case .roundedRect: return 7
        }
    }

    /// Space above and below one line of text in the height `sizeThatFits` gives.
    public var verticalPadding: Double {
        switch self {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 6.5
        }
    }

    /// The border's colour: `separator` for a rounded field, black for `line`, grey for `bezel`.
    public var borderColor: Color {
        switch self {
        case .none, .roundedRect: return .system(.separator)
        case .line: return .system(.black)
        case .bezel: return .system(.systemGray)
        }
    }

    /// The background a field of this style has when its `backgroundColor` is not set:
    /// the rounded and bezel frames are filled, the others transparent.
    public var defaultBackground: Color {
        switch self {
        case .none, .line: return .system(.clear)
        case .bezel, .roundedRect: return .system(.systemBackground)
        }
    }
}
