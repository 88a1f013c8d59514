import FoundationEssentials
import Glibc
import PlaceholderFormat

/// The one rule for every name that comes from data (a spec file's name, a variant's
/// value, a language tag, a shard result's item, a snapshot's test name) and becomes part
/// of a path: it must be a single, plain file-name component. Names that break the rule
/// are refused, never rewritten, so an output's name is always the name asked for.
///
/// A safe name is 1 to ``maximumBytes`` bytes of UTF-8 (Swift strings are always valid
/// UTF-8; bytes from the system are checked by `name(fromBytes:)`), is not `.` or `..`,
/// and holds no `/`, no NUL, no control character (C0, DEL, C1), no line or paragraph
/// separator and no bidirectional control (`Quoting/escapedScalars`), so it names one
/// entry of its folder and shows as itself in a terminal.
public enum SafeFileName {
    /// The longest name in bytes: Linux's `NAME_MAX`.
    public static let maximumBytes = 255

    /// Why `name` is not a safe file name, or nil when it is one.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is \(name), which names a folder, not a file" }
        if name.utf8.count > maximumBytes { return "is \(name.utf8.count) bytes long, over the limit of \(maximumBytes)" }
        for scalar in name.unicodeScalars {
            if scalar == "/" { return "holds a \"/\"" }
            if scalar.value == 0 { return "holds a NUL (U+0000)" }
            if Quoting.needsEscape(scalar) {
                return "holds U+\(String(scalar.value, radix: 16, uppercase: true)), a control character"
            }
        }
        return nil
    }

    /// Throws an ``FileError`` unless `name` is a safe file name; `what` says where it
    /// came from (`the output name`, `shard item`), for the message.
    public static func check(_ name: String, what: String = "file name") throws {
        if let problem = problem(name) {
            throw FileError(reason: "\(what) \(Quoting.quoted(name)) cannot be a file name: it \(problem)")
        }
    }

    /// `folder/name` after checking `name` with ``check(_:what:)``: a name that passes is
    /// one component, neither `.` nor `..`, so the path it makes is an entry of `folder`
    /// itself — nothing to resolve.
    public static func url(_ name: String, in folder: URL, what: String = "file name") throws -> URL {
        try check(name, what: what)
        return folder.appendingPathComponent(name, isDirectory: false)
    }

    /// The name a file-system entry's raw bytes spell, when they are valid UTF-8 and a safe
    /// name; otherwise an ``FileError`` that shows the bytes escaped (`\xFF`).
    public static func name(fromBytes bytes: [UInt8], in folder: String) throws -> String {
        guard let name = String(validating: bytes, as: UTF8.self) else {
            throw FileError(file: folder, reason: "holds a file whose name is not UTF-8: \(Quoting.escapedBytes(bytes))")
        }
        return name
    }

    /// Whether `path`, once symbolic links are resolved, lies inside `folder` (also resolved).
    /// Nil when either cannot be resolved (does not exist).
    public static func resolved(_ path: String, isInside folder: String) -> Bool? {
        guard let file = realPath(path), let base = realPath(folder) else { return nil }
        return file.hasPrefix(base == "/" ? "/" : base + "/")
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
