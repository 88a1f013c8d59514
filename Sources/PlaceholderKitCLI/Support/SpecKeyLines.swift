import FoundationEssentials

/// The line of a spec file each key is written on, by its path as audit findings name it
/// (`children[2].placeholder`; an array's element by its index): how SARIF points GitHub
/// at the line a finding is about. The file has passed ``JSONSyntax``'s strict check, so
/// a scan of its tokens is enough.
struct SpecKeyLines {
    private var lines: [String: Int] = [:]

    init(_ data: Data) {
        enum Container {
            case object(path: String, key: String?)
            case array(path: String, index: Int)
        }
        var stack: [Container] = []
        var line = 1
        let bytes = [UInt8](data)
        var position = 0
        func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
        /// The path of the value that starts here.
        func valuePath() -> String {
            switch stack.last {
            case .object(let path, let key)?: return join(path, key ?? "")
            case .array(let path, let index)?: return "\(path)[\(index)]"
            case nil: return ""
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let path = valuePath()
                if lines[path] == nil { lines[path] = line }
                stack.append(byte == UInt8(ascii: "{") ? .object(path: path, key: nil) : .array(path: path, index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let path, _)?: stack[stack.count - 1] = .object(path: path, key: nil)
                case .array(let path, let index)?: stack[stack.count - 1] = .array(path: path, index: index + 1)
                case nil: break
                }
            case UInt8(ascii: "\""):
                let start = position + 1
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                if case .object(let path, nil)? = stack.last {
                    // A key: its text, escapes and all (spec keys have none).
                    let key = String(decoding: bytes[start..<min(position, bytes.count)], as: UTF8.self)
                    stack[stack.count - 1] = .object(path: path, key: key)
                    let keyPath = join(path, key)
                    if lines[keyPath] == nil { lines[keyPath] = line }
                } else if lines[valuePath()] == nil {
                    lines[valuePath()] = line
                }
            default:
                break
            }
            position += 1
        }
    }

    /// The line of `path`, or of the nearest thing holding it (`children[2]` for a key the
    /// child leaves at its default), or 1.
    func line(of path: String) -> Int {
        var path = Substring(path)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return lines[""] ?? 1
    }
}
