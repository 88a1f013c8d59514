import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// What rendered each reference in a folder, kept beside them in `.versions.json`: for
/// every reference (its path relative to the folder) the rendering environment that
/// recorded it (libraries, fonts, renderer, stack) and the scale it was drawn at.
/// Recording one reference changes only that reference's entry, so a test added on a
/// laptop does not relabel references recorded on CI, and a failure is compared with the
/// environment of its own reference.
///
/// The file (format 2; keys sorted):
///
/// ```json
/// {
///   "environments" : { "1f0c…" : { "fonts" : {…}, "libraries" : {…}, "renderer" : "host", "stack" : "debian13-2026.1" } },
///   "formatVersion" : 2,
///   "references" : { "LoginTests/empty.1.png" : { "environment" : "1f0c…", "scale" : 2 } },
///   "unlisted" : "1f0c…"
/// }
/// ```
///
/// Each environment is written once and named by the start of its SHA-256. `unlisted`
/// is the environment of references recorded before provenance was kept per reference:
/// a file of format 1 (one environment for the whole folder) reads as that alone.
public struct ReferenceProvenance: Codable, Equatable, Sendable {
    /// One reference's provenance: which of ``environments`` rendered it, at what scale
    /// (nil for a snapshot not measured in points, such as a layout document).
    public struct Entry: Codable, Equatable, Sendable {
        public var environment: String
        public var scale: Double?

        /// An entry naming `environment` (a key of ``ReferenceProvenance/environments``).
        public init(environment: String, scale: Double?) {
            self.environment = environment
            self.scale = scale
        }
    }

    /// The format this type writes.
    public static let currentFormat = 2
    /// The file beside the references.
    public static let fileName = ".versions.json"
    /// The most bytes of `.versions.json` read: 64 MiB, some 500,000 references.
    public static let maxBytes = 64 << 20

    public var formatVersion: Int
    /// Environment name → environment.
    public var environments: [String: RenderingEnvironment]
    /// Reference path, relative to the folder → its entry.
    public var references: [String: Entry]
    /// The environment of references that have no entry, recorded before there were
    /// entries; nil when there were none.
    public var unlisted: String?

    /// An empty provenance: no reference recorded.
    public init() {
        formatVersion = Self.currentFormat
        environments = [:]
        references = [:]
    }

    /// What recorded `reference` (a path relative to the folder), or nil when nothing says.
    public func recording(of reference: String) -> (environment: RenderingEnvironment, scale: Double?)? {
        if let entry = references[reference], let environment = environments[entry.environment] {
            return (environment, entry.scale)
        }
        guard let unlisted, let environment = environments[unlisted] else { return nil }
        return (environment, nil)
    }

    /// Notes that `reference` was recorded with `environment` at `scale`.
    public mutating func record(_ reference: String, environment: RenderingEnvironment, scale: Double?) throws {
        let name = try Self.name(of: environment)
        environments[name] = environment
        references[reference] = Entry(environment: name, scale: scale)
    }

    /// Drops the entries of references that `exists` says are gone (deleted or pruned),
    /// and the environments no entry names.
    public mutating func prune(keeping exists: (String) -> Bool) {
        references = references.filter { exists($0.key) }
        let named = Set(references.values.map(\.environment)).union(unlisted.map { [$0] } ?? [])
        environments = environments.filter { named.contains($0.key) }
    }

    /// An environment's name: the first 16 hex digits of the SHA-256 of its JSON.
    public static func name(of environment: RenderingEnvironment) throws -> String {
        String(SHA256.hex(of: try environment.jsonData()).prefix(16))
    }

    /// The file's bytes: keys sorted, two spaces a level, a line feed at the end.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self) + Data("\n".utf8)
    }

    /// The provenance stored in `folder`, or nil when it has none. A file of format 1 (one
    /// environment for every reference) becomes ``unlisted``. Throws a `FileError` for
    /// a file that cannot be read or is neither format.
    public static func read(in folder: URL) throws -> ReferenceProvenance? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try FileReader.read(url, maxBytes: maxBytes)
        let decoder = JSONDecoder()
        if let provenance = try? decoder.decode(Self.self, from: data) {
            guard provenance.formatVersion <= currentFormat else {
                throw FileError(file: url.path, reason: "is of format \(provenance.formatVersion), newer than this PlaceholderKit reads (\(currentFormat))")
            }
            return provenance
        }
        guard let environment = try? decoder.decode(RenderingEnvironment.self, from: data) else {
            throw FileError(file: url.path, reason: "is not a .versions.json: neither format \(currentFormat) nor a single rendering environment")
        }
        var provenance = ReferenceProvenance()
        let name = try Self.name(of: environment)
        provenance.environments[name] = environment
        provenance.unlisted = name
        return provenance
    }

    /// Reads the provenance in `folder`, lets `change` update it and writes it back
    /// (atomically), all under the folder's lock, so that parallel recordings keep every
    /// entry. Entries of references no longer in the folder are dropped. Returns whether
    /// the file existed before.
    @discardableResult
    public static func update(in folder: URL, _ change: (inout ReferenceProvenance) throws -> Void) throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try FolderLock.withLock(on: folder) {
            let existing = try read(in: folder)
            var provenance = existing ?? ReferenceProvenance()
            provenance.formatVersion = currentFormat
            try change(&provenance)
            provenance.prune { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
            try AtomicFile.write(provenance.jsonData(), to: folder.appendingPathComponent(fileName))
            return existing != nil
        }
    }

    /// `reference`'s path relative to `folder` (`LoginTests/empty.1.png`), or its file
    /// name when it is not inside.
    public static func key(of reference: URL, in folder: URL) -> String {
        RelativePath.below(folder, reference) ?? reference.lastPathComponent
    }
}
