import FoundationEssentials

/// A path's part below a folder, as reports name files relative to one (a shard's
/// artifacts, SARIF's `%SRCROOT%`, JUnit's classes, `.versions.json`'s entries): the one
/// rule for "inside the folder", so `specs2/x` is never taken for a file of `specs`.
public enum RelativePath {
    /// What follows `folder` and a `/` at the start of `path`, both taken as written
    /// (`specs/login.json` of `/repo/specs/login.json` below `/repo`); nil when `path` is
    /// not below `folder`.
    public static func below(_ folder: String, _ path: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The part of `file` below `folder`, both standardized first (`.` and `..` resolved,
    /// a relative path taken from the working folder); nil when it is not below it.
    public static func below(_ folder: URL, _ file: URL) -> String? {
        below(folder.standardizedFileURL.path, file.standardizedFileURL.path)
    }
}
