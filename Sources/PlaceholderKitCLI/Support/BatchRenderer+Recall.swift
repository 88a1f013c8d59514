import FoundationEssentials
import PlaceholderImage
import PlaceholderKit

extension BatchRenderer {
    /// What an incremental batch found of its spec files in the folder's manifest before
    /// decoding them: the specs whose images are all there, current, and the rest, to decode.
    struct Recall: Sendable {
        /// A spec file whose every output the manifest remembers from its bytes, each one the
        /// file it recorded with the key those bytes give: nothing of it is decoded or drawn.
        struct Remembered: Sendable {
            /// Its part of its images' keys (``RenderKey/specPart(ofFile:)``).
            var part: RenderKey.Part
            /// Its memo key (``RenderKey/memoKey(specPart:name:)``).
            var memo: String
            /// Its name, which each output's name starts with.
            var name: String
            /// Its outputs' names, without the format's extension, in order.
            var outputs: [String]
        }

        /// The spec files found, in the order given.
        var remembered: [Remembered] = []
        /// The spec files to decode, in the order given.
        var toDecode: [SpecFile]
        /// The manifest as it was read, before the run took the folder's lock.
        var manifest: RenderManifest
        /// Its bytes: the run reads the manifest again once it has the lock, and checks the
        /// remembered images against it when it is no longer these.
        var manifestBytes: Data?
        /// The keys of the run, made once (the font files' states are read for them).
        var keyMaker: RenderKey?
        /// The outputs of the remembered specs, by name, each with its spec's file: the names
        /// the decoded specs may not write too.
        var claimed: [String: String] = [:]

        /// Whether every output of `spec` is, in `manifest`, the image recorded with the key
        /// its bytes give, and still the file written into `folder` (one `lstat` an output).
        static func isCurrent(_ spec: Remembered, in manifest: RenderManifest, keyMaker: RenderKey, folder: String, format: OutputFormat) -> Bool {
            spec.outputs.allSatisfy { output in
                let image = BatchRenderer.file(named: output, format: format)
                let key = keyMaker.key(specPart: spec.part, variant: String(decoding: output.utf8.dropFirst(spec.name.utf8.count), as: UTF8.self))
                return manifest.isCurrent(image, entry: RenderManifest.entry(atPath: folder + image), key: key)
            }
        }
    }

    /// The folder's path ending in `/`, which an output's file name follows.
    var folderPrefix: String { folder.path.hasSuffix("/") ? folder.path : folder.path + "/" }

    /// Splits `files` by what the folder's manifest remembers (``RenderManifest/memos``): a
    /// spec file whose bytes, name, named font files, tool, libraries, fonts and format are
    /// those its memo was recorded with, and each of whose images is the file recorded with
    /// the key those give, is remembered; any other is to decode. Only for a run whose flags
    /// change no view, without a shard or a contact sheet (which show every spec). The
    /// font folders are added to the search first, since the keys hold the fonts searched.
    /// The manifest is data: a memo whose names are not the spec's own outputs, or that two
    /// specs would share, only means decoding those specs.
    func recall(_ files: [SpecFile], fontDirectories: [String]) throws -> Recall {
        try ViewSettings.addFontDirectories(fontDirectories)
        let bytes = RenderManifest.bytes(in: folder)
        let manifest = RenderManifest(bytes: bytes)
        guard !manifest.memos.isEmpty else { return Recall(toDecode: files, manifest: manifest, manifestBytes: bytes) }
        let keyMaker = RenderKey(format: format, compression: compression, overlay: overlay)
        let base = folderPrefix, format = format
        // On every core, as specs are decoded; `nil` for a spec to decode (parallelMap keeps
        // each index's result, nil or not).
        let found: [Recall.Remembered?] = parallelMap(files.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            let file = files[index], name = file.name
            let part = keyMaker.specPart(ofFile: file.bytes)
            let memo = RenderKey.memoKey(specPart: part, name: name)
            guard let outputs = manifest.memos[memo], Set(outputs).count == outputs.count,
                  outputs.allSatisfy({ Self.isOutput($0, of: name, format: format) }) else { return nil }
            let spec = Recall.Remembered(part: part, memo: memo, name: name, outputs: outputs)
            return Recall.isCurrent(spec, in: manifest, keyMaker: keyMaker, folder: base, format: format) ? spec : nil
        }
        // An output two remembered specs would write: both are decoded, and the plan says
        // whether they really clash.
        var claims: [String: Int] = [:]
        for spec in found.compactMap({ $0 }) { for output in spec.outputs { claims[output, default: 0] += 1 } }
        var recall = Recall(toDecode: [], manifest: manifest, manifestBytes: bytes, keyMaker: keyMaker)
        for (file, spec) in zip(files, found) {
            guard let spec, spec.outputs.allSatisfy({ claims[$0] == 1 }) else {
                recall.toDecode.append(file)
                continue
            }
            for output in spec.outputs { recall.claimed[output] = file.path }
            recall.remembered.append(spec)
        }
        return recall
    }

    /// Whether `output` can be an output of the spec named `name`: its name, then nothing or
    /// a variant's suffix (`.dark`, `@2x`), and one safe file name with the format's extension.
    private static func isOutput(_ output: String, of name: String, format: OutputFormat) -> Bool {
        guard output.utf8.starts(with: name.utf8) else { return false }
        let suffix = output.utf8.dropFirst(name.utf8.count)
        guard suffix.isEmpty || suffix.first == UInt8(ascii: ".") || suffix.first == UInt8(ascii: "@") else { return false }
        return SafeFileName.problem(file(named: output, format: format)) == nil
    }
}
