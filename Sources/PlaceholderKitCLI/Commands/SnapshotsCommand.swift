import Foundation
import PlaceholderImage
import PlaceholderImageDiff

/// `placeholderkit snapshots obsolete`: the references of a Swift test suite that no test
/// checked in the run a manifest records (`SNAPSHOT_MANIFEST`, written by assertSnapshot).
enum SnapshotsCommand: Command {
    struct Settings {
        var snapshots: String?
        var manifest: String?
        var prune = false
    }

    static let name = "snapshots"
    static let summary = "list (or --prune) the references no assertSnapshot of a test run checked"
    static let usage = "snapshots obsolete --snapshots DIR --manifest FILE [--prune]"
    static let about = """
    Every assertSnapshot appends the reference it checked to a run manifest (SNAPSHOT_MANIFEST,
    default .build/snapshot-artifacts/manifest.txt, started afresh by each test process).
    After a full `swift test`, this lists the files under the snapshots folder (PNG, JSON
    and text references, in any subfolder) that no test checked; --prune deletes them.
    """
    static let positionals = 1...1
    static let positionalCompletion: Completion = .words(["obsolete"])
    static let options: [Option<Settings>] = [
        .value("--snapshots", "DIR", "the snapshots folder (Snapshots/ at the package root)", parse: ValueParser.text, at: \.snapshots),
        .value("--manifest", "FILE", "the run manifest assertSnapshot wrote", parse: ValueParser.text, at: \.manifest),
        .flag("--prune", "delete the obsolete references") { $0.prune = true },
    ]
    static let footer = "Exit status: 0 (obsolete references are listed on stdout, one a line), 2 bad input."

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        guard arguments.positionals == ["obsolete"] else {
            throw CommandLineError("unknown action \(Quoting.quoted(arguments.positionals[0])) (the action is: obsolete)")
        }
        return Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let snapshots = settings.snapshots else { throw CommandLineError(flag: "--snapshots", "a snapshots folder is required") }
        guard let manifest = settings.manifest else { throw CommandLineError(flag: "--manifest", "a run manifest is required") }
        guard WritableFolder.kind(of: snapshots) == .folder else { throw CommandLineError(flag: "--snapshots", "\(Quoting.quoted(snapshots)) is not a folder") }
        let folder = URL(fileURLWithPath: snapshots).standardizedFileURL
        let lines = String(decoding: try FileReader.read(URL(fileURLWithPath: manifest)), as: UTF8.self).split(separator: "\n")
        let used = Set(lines.map { line -> String in
            let path = URL(fileURLWithPath: String(line)).standardizedFileURL.deletingPathExtension().path
            return path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
        })
        let obsolete = ObsoleteReferences.find(in: folder, used: used, extensions: ["png", "json", "txt"], recursive: true)
        if settings.prune, !obsolete.isEmpty { try WritableFolder.check(snapshots, flag: "--prune") }
        for reference in obsolete {
            if settings.prune, unlink(reference.path) != 0 {
                throw ImageError(file: reference.path, reason: "cannot be deleted (\(String(cString: strerror(errno))))")
            }
            try terminal.print(reference.path + (settings.prune ? " (pruned)" : ""))
        }
        return 0
    }
}
