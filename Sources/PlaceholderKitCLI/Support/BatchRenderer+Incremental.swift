import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

extension BatchRenderer {
    /// An incremental batch (`--incremental`): renders only the outputs whose inputs changed
    /// since the folder's manifest recorded them (``RenderManifest``, ``RenderKey``), or whose
    /// file is gone or not the one written; lists the images the manifest knows that no spec
    /// produces any more, and with `prune` removes them. Returns the summary line:
    /// rendered / unchanged / removed. The specs `recall` remembers are outputs unchanged
    /// beside the plan's, as long as the manifest is still the one they were found in.
    func runIncremental(_ plan: Plan, terminal: Terminal, prune: Bool, shard: Shard?, recall: Recall? = nil) throws -> String {
        let planned = plan.items
        try checkNames(planned, of: plan)
        let files = planned.map { file(of: $0, in: plan) }
        let base = folderPrefix
        func output(_ index: Int) -> String { base + files[index] }
        // A folder, FIFO, socket or device at any output's path stops the run before
        // anything is written.
        try WritableFolder.check(folder.path, flag: flag, files: [RenderManifest.fileName, RenderManifest.lockName] + contactSheetFiles + files)
        // What is at each output's path, read once: a file there may be the one the manifest recorded.
        let entries = files.indices.map { RenderManifest.entry(atPath: output($0)) }
        // The manifest and the lock are the folder's own files: anything else there (a FIFO, a
        // link, a device) stops the run before anything is written.
        for name in [RenderManifest.fileName, RenderManifest.lockName] {
            var info = stat()
            let path = folder.appendingPathComponent(name).path
            if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw CommandLineError(flag: flag, "\(Quoting.quoted(path)) is not a regular file")
            }
        }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw CommandLineError(flag: flag, "cannot make \(Quoting.quoted(folder.path)): \(error)")
        }
        let lock = try RenderManifest.Lock(folder: folder, flag: flag)
        let start = ContinuousClock.now
        // Read before the lock to recall specs from, it is read again now: it is the same
        // file unless another run wrote it in between.
        let bytes = RenderManifest.bytes(in: folder)
        var manifest = recall.flatMap { $0.manifestBytes == bytes ? $0.manifest : nil } ?? RenderManifest(bytes: bytes)
        let read = manifest
        let remembered = recall?.remembered ?? []
        let keyMaker = recall?.keyMaker ?? RenderKey(format: format, compression: compression, overlay: overlay)
        // Another run wrote the manifest in between: the remembered images must still be current in it.
        if let recall, bytes != recall.manifestBytes,
           !remembered.allSatisfy({ Recall.isCurrent($0, in: manifest, keyMaker: keyMaker, folder: base, format: format) }) {
            throw CommandLineError(flag: flag, "another run changed \(Quoting.quoted(folder.appendingPathComponent(RenderManifest.fileName).path)) while this one read it; run again")
        }
        // Each spec's part of its keys (its file's bytes or its JSON, hashed), `jobs` specs at a time.
        let used = Array(Set(planned.map(\.specIndex))).sorted()
        let parts: [Result<RenderKey.Part, Error>] = parallelMap(used.count, jobs: jobs) { index in
            Result { try keyMaker.specPart(of: plan.specs[used[index]].mockup, source: plan.specs[used[index]].unchangedSource) }
        }
        var specParts: [Int: RenderKey.Part] = [:]
        for (specIndex, part) in zip(used, parts) { specParts[specIndex] = try part.get() }
        let keys = planned.map { item in keyMaker.key(specPart: specParts[item.specIndex]!, variant: plan.axes(of: item).suffix) }
        let stale = planned.indices.filter { !manifest.isCurrent(files[$0], entry: entries[$0], key: keys[$0]) }
        let isStale = Set(stale)
        // Only what is drawn is laid out, and what the contact sheet needs the size of and the
        // manifest does not know.
        let known = manifest.images
        let toLayOut = contactSheet ? planned.indices.filter { isStale.contains($0) || known[files[$0]]?.frame == nil } : stale
        let laidOut = try Self.layOut(toLayOut.map { planned[$0] }, of: plan, jobs: jobs, keep: toLayOut.count <= Self.keptLayouts)
        var entryOf: [Int: Entry] = [:]
        for (index, entry) in zip(toLayOut, laidOut) { entryOf[index] = entry }
        // Forgotten on disk first, so a run killed while writing leaves no record of an image
        // it was replacing (the size and time checks catch that too, on file systems whose
        // times are fine enough).
        for index in stale { manifest.images[files[index]] = nil }
        if !stale.isEmpty { try manifest.write(in: folder) }
        let digests = try write(stale.compactMap { entryOf[$0] }, of: plan, terminal: terminal, digests: true)
        for (index, digest) in zip(stale, digests) {
            guard let state = RenderManifest.state(atPath: output(index)), let entry = entryOf[index] else { continue }
            manifest.images[files[index]] = RenderManifest.Image(key: keys[index], size: state.size, modified: state.modified,
                                                                 digest: digest, frame: entry.frame)
        }
        for (index, entry) in entryOf where !isStale.contains(index) { manifest.images[files[index]]?.frame = entry.frame }
        let rememberedFiles = remembered.flatMap { $0.outputs.map { Self.file(named: $0, format: format) } }
        // What the manifest remembers of the specs, and the images it knows that no spec
        // makes now: a shard sees only part of them.
        var removed = 0
        if shard == nil {
            manifest.memos = memos(of: plan, files: files, keys: keys, specParts: specParts, in: manifest, remembered: remembered)
            let produced = Set(files + rememberedFiles)
            // The manifest is data (restored from a cache as often as written here): the work
            // is bounded by what the folder holds, listed once. A line whose file is not
            // there is forgotten without a system call, however many a forged manifest has.
            let present = Set((FolderEntries.names(in: folder.path) ?? []).map { String(decoding: $0, as: UTF8.self) })
            manifest.images = manifest.images.filter { produced.contains($0.key) || present.contains($0.key) }
            for name in Self.unproduced(in: manifest, produced: produced, present: present) {
                guard let recorded = manifest.images[name] else { continue }
                guard prune else {
                    terminal.error("placeholderkit render: no spec produces \(Quoting.escaped(name)) any more (--prune removes it)")
                    continue
                }
                manifest.images[name] = nil
                // Only an image this folder's renders wrote, still byte for byte as written;
                // anything else is a person's, and is left.
                let url = try SafeFileName.url(name, in: folder, what: "output")
                guard Self.isWrittenImage(url, name: name, as: recorded) else {
                    terminal.error("placeholderkit render: left \(Quoting.escaped(name)), which no spec produces: it is not the image this folder's renders wrote")
                    continue
                }
                unlink(url.path)
                removed += 1
                terminal.error("placeholderkit render: removed \(Quoting.escaped(name)), which no spec produces")
            }
        }
        if manifest != read { try manifest.write(in: folder) }
        try writeContactSheet(planned.indices.map { entryOf[$0] ?? Entry(item: planned[$0], frame: known[files[$0]]!.frame!) }, of: plan, shard: shard)
        withExtendedLifetime(lock) {}
        let seconds = (ContinuousClock.now - start).seconds
        let total = planned.count + rememberedFiles.count
        return "rendered \(stale.count), unchanged \(total - stale.count), removed \(removed) "
            + "image\(total == 1 ? "" : "s") in \(CFormat.string("%.2f", seconds)) s into \(folder.path)"
    }

    /// The names of files `present` in the folder that `manifest` records and no spec
    /// `produced`, in order: what a run lists, or with `--prune` checks and removes. As
    /// many as the folder holds at most, however many names the manifest has.
    static func unproduced(in manifest: RenderManifest, produced: Set<String>, present: Set<String>) -> [String] {
        present.filter { manifest.images[$0] != nil && !produced.contains($0) }.sorted()
    }

    /// Whether the file at `url` (named `name` in the folder) is still the image `recorded`
    /// says this tool wrote: named as the tool names its outputs (`.png`, `.svg` or `.pdf`,
    /// lower case), a regular file of the recorded size and time, and bytes whose SHA-256
    /// is the recorded digest, read no further than that size. Size and time alone anyone
    /// who can list the folder knows; the digest only whoever has the bytes.
    static func isWrittenImage(_ url: URL, name: String, as recorded: RenderManifest.Image) -> Bool {
        guard OutputFormat.allCases.contains(where: { name.hasSuffix(".\($0.rawValue)") }),
              RenderManifest.state(of: url).map({ $0 == (recorded.size, recorded.modified) }) == true,
              recorded.size <= RenderManifest.maximumImageBytes,
              let bytes = try? FileReader.read(url, maxBytes: Int(recorded.size), followLinks: false) else { return false }
        return SHA256.hex(of: bytes) == recorded.digest
    }

    /// What the manifest remembers after a whole run: the specs `recall` found, and each
    /// spec of `plan` keyed by its file's bytes (no flag changed it) whose every output now
    /// has its line with its key. A spec no longer given, or changed, is forgotten.
    private func memos(of plan: Plan, files: [String], keys: [String], specParts: [Int: RenderKey.Part], in manifest: RenderManifest,
                       remembered: [Recall.Remembered]) -> [String: [String]] {
        var memos: [String: [String]] = [:]
        for spec in remembered { memos[spec.memo] = spec.outputs }
        var outputs: [Int: [Int]] = [:]
        for (index, item) in plan.items.enumerated() { outputs[item.specIndex, default: []].append(index) }
        for (specIndex, indices) in outputs {
            let spec = plan.specs[specIndex]
            guard spec.unchangedSource != nil, spec.source != nil, let part = specParts[specIndex],
                  indices.allSatisfy({ manifest.images[files[$0]]?.key == keys[$0] }) else { continue }
            memos[RenderKey.memoKey(specPart: part, name: spec.name)] = indices.map { plan.name(of: plan.items[$0]) }
        }
        return memos
    }
}
