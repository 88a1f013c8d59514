import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// A self-contained HTML page: one look (type, sections, image backgrounds) shared by the
/// verify report and the demo contact sheet.
public struct HTMLPage: Sendable {
    /// The page's title, also its first heading; escaped when written.
    public var title: String
    /// The page's content, already HTML, one block per element.
    public var blocks: [String]
    /// CSS rules added to the shared ones.
    public var style: String
    /// JavaScript run at the end of the body, once the blocks are in the document; none
    /// when empty. Pages load nothing from the network, so they work offline from file://.
    public var script: String

    /// A page titled `title` holding `blocks` (HTML), with extra CSS `style` and a `script`.
    public init(title: String, blocks: [String], style: String = "", script: String = "") {
        self.title = title
        self.blocks = blocks
        self.style = style
        self.script = script
    }

    /// The CSS every page has: sans-serif type, sections divided by rules, flex rows, and
    /// `.backdrop`, the neutral panel an image sits on with no frame of its own (so a rounded
    /// view shows its own corners), dark under `.dark` for dark views.
    static let sharedStyle = """
    body { font: 14px system-ui, sans-serif; margin: 2em; background: #fafafa; color: #222; }
    section { border-top: 1px solid #ddd; padding: 1em 0; }
    .row { display: flex; gap: 1.5em; flex-wrap: wrap; align-items: flex-start; }
    .backdrop { padding: 16px; background: #e5e5ea; border-radius: 10px; }
    .backdrop.dark { background: #3a3a3c; color: #f2f2f7; }
    pre { background: #fff; border: 1px solid #ddd; padding: .8em; margin: 0; max-width: 48em; white-space: pre-wrap; }
    """

    /// The whole document.
    public var html: String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Self.escape(title))</title>
        <style>
        \(Self.sharedStyle)
        \(style)
        </style></head><body>
        <h1>\(Self.escape(title))</h1>
        \(blocks.joined(separator: "\n"))
        \(script.isEmpty ? "" : "<script>\n\(script)\n</script>")
        </body></html>

        """
    }

    /// A relative file path for a `src` or `href` attribute: every character of its
    /// components but letters, digits and `-._~` percent-encoded (so a `#`, `?`, `%` or
    /// space in a file name still names the file), then escaped.
    public static func source(_ relativePath: String) -> String {
        func unreserved(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || "-._~".utf8.contains(byte)
        }
        let encoded = relativePath.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.utf8.map { unreserved($0) ? String(UnicodeScalar($0)) : "%" + CFormat.hex($0, digits: 2) }.joined() }
            .joined(separator: "/")
        return escape(encoded)
    }

    /// `text` with &, <, > and " escaped for HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
