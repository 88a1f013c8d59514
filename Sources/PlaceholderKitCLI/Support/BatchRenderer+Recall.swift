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
            /// The spec's file, for errors.
            var source: String
            /// Its memo key (``RenderKey/memoKey(specPart:name:)``).
            var memo: String
            /// Its outputs' names, without the format's extension, in order.
            var outputs: [String]
        }

        var remembered: [Remembered] = []
        /// The spec files to decode, in the order given.
        var toDecode: [SpecFile]
        /// The manifest as it was read, before the run took the folder's lock, and its bytes:
        /// the run checks they are still what the folder holds once it has the lock.
        var manifest: RenderManifest
        var manifestBytes: Data?
        /// The keys of the run, made once (the font files' states are read for them).
        var keyMaker: RenderKey?

        /// The outputs of the remembered specs, by name, each with its spec's file.
        var taken: [String: String] = [:]

        /// How many outputs the remembered specs have.
        var outputCount: Int { remembered.reduce(0) { $0 + $1.outputs.count } }
    }

    /// Splits `files` by what the folder's manifest remembers (``RenderManifest/memos``): a
    /// spec file whose bytes, name, named font files, tool, libraries, fonts and format are
    /// those its memo was recorded with, and each of whose images is the file recorded with
    /// the key those give, is remembered; any other is to decode. Only for a run whose flags
    /// change no view, without a shard or a contact sheet (which show every spec). The
    /// font folders are added to the search first, since the keys hold the fonts searched.
    /// Two spec files that would write one name are an error, as ``plan(_:shard:taken:)`` says.
    func recall(_ files: [SpecFile], fontDirectories: [String]) throws -> Recall {
        try ViewSettings.addFontDirectories(fontDirectories)
        let bytes = RenderManifest.bytes(in: folder)
        let manifest = RenderManifest(bytes: bytes)
        guard !manifest.memos.isEmpty else { return Recall(toDecode: files, manifest: manifest, manifestBytes: bytes) }
        let keyMaker = RenderKey(format: format, compression: compression, overlay: overlay)
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        let format = format
        let found: [Recall.Remembered?] = parallelMap(files.count, jobs: jobs) { index in
            let file = files[index], name = file.name
            let part = keyMaker.specPart(ofFile: file.bytes)
            let memo = RenderKey.memoKey(specPart: part, name: name)
            guard let outputs = manifest.memos[memo] else { return nil }
            for output in outputs {
                // The manifest is the folder's data: a name it gives must be one of this
                // spec's outputs, one file of the folder.
                let image = "\(output).\(format.rawValue)"
                guard output.hasPrefix(name), SafeFileName.problem(image) == nil else { return nil }
                let key = keyMaker.key(specPart: part, variant: String(output.dropFirst(name.count)))
                guard manifest.isCurrent(image, entry: RenderManifest.entry(atPath: base + image), key: key) else { return nil }
            }
            return Recall.Remembered(source: file.path, memo: memo, outputs: outputs)
        }
        var recall = Recall(toDecode: [], manifest: manifest, manifestBytes: bytes, keyMaker: keyMaker)
        for (file, remembered) in zip(files, found) {
            guard let remembered else {
                recall.toDecode.append(file)
                continue
            }
            for name in remembered.outputs { try Self.claim(name, for: file.path, in: &recall.taken) }
            recall.remembered.append(remembered)
        }
        return recall
    }
}
