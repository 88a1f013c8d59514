import CBuildID
import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// What an image of an incremental render depends on, as one key: the spec (its file's
/// bytes, or after flags that changed it, its JSON with sorted keys) and the variant's
/// suffix — which together fix the expanded view, since the expansion is the tool's own
/// code, keyed by its version and its build — the state of every font file the font
/// library searches, of every hyphenation dictionary and of every font file the spec names
/// (size and modification time, read by `stat`: a hash of 60 MB of fonts would cost more
/// than the renders it saves), the libraries' versions, and the format and compression and
/// whether the overlay is drawn. Any change to one of them changes the key, so no stale
/// image is served.
struct RenderKey {
    /// The two FNV-1a hashes of a key, part way through its bytes: the key is hashed as one
    /// stream (the run's part, then a spec's, then a variant's), each part continued from
    /// the last, so the thousands of variants of a run each hash only their own suffix.
    struct Part {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x8422_2325_CBF2_9CE4

        /// The hashes continued over `bytes`.
        func adding(_ bytes: some Sequence<UInt8>) -> Part {
            var part = self
            for byte in bytes {
                part.first = (part.first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                part.second = (part.second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return part
        }

        /// 32 hex digits.
        var hex: String { CFormat.hex(first, digits: 16) + CFormat.hex(second, digits: 16) }
    }

    /// The part every image of a run shares: tool, libraries, fonts, format, compression, overlay.
    let shared: Part

    init(format: OutputFormat, compression: Int, overlay: Bool = false, environment: RenderingEnvironment = .current(), fonts: FontLibrary = .shared,
         version: String = PlaceholderKitTool.version, executable: String = RenderKey.executable,
         hyphenation: [String] = Hyphenator.dictionaryStates()) {
        var lines = ["placeholderkit \(version)", "executable \(executable)", "format \(format.rawValue)", "compression \(compression)", "overlay \(overlay)"]
        lines += environment.libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines += fonts.fontFileStates()
        lines += hyphenation.map { "hyphenation \($0)" }
        shared = Part().adding(lines.joined(separator: "\n").utf8)
    }

    /// What the running executable is: its GNU build ID (the linker's hash of the code it
    /// linked), so a build with other code keys its images apart even when its version
    /// number is the same (a build from a checkout), while the same build copied, restored
    /// from a cache or installed again keys them alike. Without a build ID, its file as
    /// `stat` finds it (size, modification time, device and inode).
    static let executable: String = {
        var id = [UInt8](repeating: 0, count: 64)
        let count = placeholderkit_build_id(&id, id.count)
        if count > 0 { return "build-id " + id.prefix(count).map { CFormat.hex(UInt64($0), digits: 2) }.joined() }
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "file \(info.st_size) \(FileTime.nanoseconds(info.st_mtim.tv_sec, info.st_mtim.tv_nsec)) \(info.st_dev) \(info.st_ino)"
    }()

    /// The key of the image of `spec`'s variant `suffix` (`.dark.AX3`; empty for a spec
    /// without variants): 32 hex digits. One spec's keys share the spec's part
    /// (``specPart(of:)``), computed once.
    func key(of spec: Mockup, variant suffix: String) throws -> String {
        try key(specPart: specPart(of: spec), variant: suffix)
    }

    /// The key from a spec's part and a variant's suffix.
    func key(specPart: Part, variant suffix: String) -> String {
        specPart.adding("\n--\n\(suffix)".utf8).hex
    }

    /// What every variant of `mockup` shares: the run's part, the spec and the files it names.
    /// Given the spec file's bytes that `mockup` was decoded from (`source`, when no flag
    /// changed it), those are hashed: they say the same as the mockup, and a re-run of an
    /// unchanged farm then does not encode every spec again. A spec written two ways gets
    /// two keys, which costs a render, never a stale image.
    func specPart(of mockup: Mockup, source: Data? = nil) throws -> Part {
        if let source { return specPart(ofFile: source) }
        return part(of: try Self.encoder.encode(mockup), tag: "--encoded")
    }

    /// The part of a spec file's images when no flag changes what its bytes say: the
    /// same as ``specPart(of:source:)`` gives for the mockup decoded from them, found without
    /// decoding them.
    func specPart(ofFile bytes: Data) -> Part { part(of: bytes, tag: "--file") }

    /// The key the manifest remembers the outputs of the spec file named `name` under
    /// (``RenderManifest/memos``): its part, then its name, which its outputs' names start with.
    static func memoKey(specPart: Part, name: String) -> String {
        specPart.adding("\n--memo\n\(name)".utf8).hex
    }

    /// The run's part, then `tag`, the spec's JSON and the state of the files it names.
    private func part(of spec: Data, tag: String) -> Part {
        var named: [String] = []
        // Most specs name no font file: only those that hold the key are read for it (or
        // that escape a character, which a file's bytes may do in a key).
        if Self.holds(#""file""#, in: spec) || Self.holds(#"\u"#, in: spec), let json = try? JSONDecoder().decode(JSONValue.self, from: spec) {
            Self.collectFiles(json, into: &named)
        }
        // A name of the pinned set (`debian12-2026.1/Inter-Regular.otf`) is its file in the set's folder.
        let files = Set(named).sorted().map { name in
            FileTime.state(ofFileAt: (try? FontLibrary.fontFilePath(name)) ?? name).map { "\($0) \(name)" } ?? "missing \(name)"
        }
        return shared.adding("\n\(tag)\n".utf8).adding(spec).adding(("\n--\n" + files.joined(separator: "\n")).utf8)
    }

    /// The spec as JSON with sorted keys and no spaces: one text for one spec, made faster
    /// than the pretty-printed one.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Whether the JSON text holds `text` anywhere: a byte scan, for every spec of a run.
    private static func holds(_ text: String, in json: Data) -> Bool {
        let key = Array(text.utf8)
        return json.withUnsafeBytes { bytes in
            guard bytes.count >= key.count else { return false }
            for start in 0...(bytes.count - key.count) where bytes[start] == key[0] {
                if (1..<key.count).allSatisfy({ bytes[start + $0] == key[$0] }) { return true }
            }
            return false
        }
    }

    /// Every string a `file` key holds, anywhere in the spec (a font's file, a run's).
    private static func collectFiles(_ value: JSONValue, into files: inout [String]) {
        switch value {
        case .object(let members):
            for member in members {
                if member.key == "file", case .string(let path) = member.value { files.append(path) }
                collectFiles(member.value, into: &files)
            }
        case .array(let elements):
            for element in elements { collectFiles(element, into: &files) }
        default:
            break
        }
    }
}
