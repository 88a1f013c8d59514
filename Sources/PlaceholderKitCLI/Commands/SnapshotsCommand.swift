import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderFormat

/// `placeholderkit snapshots`: the action on a Swift test suite's references; the one
/// action is `obsolete`.
struct SnapshotsCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "list (or --prune) the references no assertSnapshot of a test run checked",
        usage: "placeholderkit snapshots obsolete --snapshots DIR --manifest FILE [--prune]",
        subcommands: [ObsoleteSnapshotsCommand.self]
    )

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        throw CommandLineError("an action is required (the action is: obsolete)")
    }
}

/// `placeholderkit snapshots obsolete`: the references of a Swift test suite that no test
/// checked in the run a manifest records (`SNAPSHOT_MANIFEST`, written by assertSnapshot).
struct ObsoleteSnapshotsCommand: ToolCommand {
    struct Settings {
        var snapshots: String?
        var manifest: String?
        var prune = false
    }

    static let configuration = CommandConfiguration(
        commandName: "obsolete",
        abstract: "list (or --prune) the references no assertSnapshot of a test run checked",
        usage: "placeholderkit snapshots obsolete --snapshots DIR --manifest FILE [--prune]",
        discussion: """
        Every assertSnapshot appends the reference it checked to a run manifest (SNAPSHOT_MANIFEST, \
        default .build/snapshot-artifacts/manifest.txt, started afresh by each test process). \
        After a full `swift test`, this lists the files under the snapshots folder (PNG, JSON \
        and text references, in any subfolder) that no test checked; --prune deletes them. The \
        layout recorded beside a reference (NAME.layout.json beside NAME.png) is part of it: \
        pruned with it, listed on its own only when its reference is gone.

        Exit status: 0 (obsolete references are listed on stdout, one a line), 2 bad input.
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("the snapshots folder (Snapshots/ at the package root)", valueName: "DIR"), completion: .directory)
    var snapshots: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the run manifest assertSnapshot wrote", valueName: "FILE"), completion: .file())
    var manifest: String?
    @Flag(help: "delete the obsolete references")
    var prune = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        try Self.run(Settings(snapshots: snapshots, manifest: manifest, prune: prune), terminal: terminal)
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
            if settings.prune { try ObsoleteReferences.delete(reference) }
            try terminal.print(reference.path + (settings.prune ? " (pruned)" : ""))
        }
        return 0
    }
}
