import Foundation

/// Reads whole files, with errors that name the file.
public enum FileReader {
    /// The bytes of the file at `url`; an ``ImageError`` naming it when it cannot be read.
    public static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let reason = !exists ? "does not exist" : isDirectory.boolValue ? "is a folder, not a file" : "cannot be read"
            throw ImageError(file: url.path, reason: reason)
        }
    }
}
