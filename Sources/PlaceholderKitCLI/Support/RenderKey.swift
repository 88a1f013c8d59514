import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderKit

/// What an image of an incremental render depends on, as one key: the spec (after flags, as
/// JSON with sorted keys) and the variant's suffix — which together fix the expanded view,
/// since the expansion is the tool's own code, keyed by its version — the state of every font
/// file the font library searches and of every font file the spec names (size and
/// modification time, read by `stat`: a hash of 60 MB of fonts would cost more than the
/// renders it saves), the libraries' versions, the tool's own, and the format and
/// compression. Any change to one of them changes the key, so no stale image is served.
struct RenderKey {
    /// The part every image of a run shares: tool, libraries, fonts, format, compression.
    let shared: [UInt8]

    init(format: OutputFormat, compression: Int, environment: RenderingEnvironment = .current(), fonts: FontLibrary = .shared,
         version: String = PlaceholderKitTool.version) {
        var lines = ["placeholderkit \(version)", "format \(format.rawValue)", "compression \(compression)"]
        lines += environment.libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines += fonts.fontFileStates()
        shared = Array(lines.joined(separator: "\n").utf8)
    }

    /// The key of the image of `spec`'s variant `suffix` (`.dark.AX3`; empty for a spec
    /// without variants): 32 hex digits. One spec's keys share the spec's part
    /// (``specPart(of:)``), computed once.
    func key(of spec: Mockup, variant suffix: String) throws -> String {
        try key(specPart: specPart(of: spec), variant: suffix)
    }

    /// The key from a spec's part and a variant's suffix.
    func key(specPart: [UInt8], variant suffix: String) -> String {
        let bytes = specPart + Array("\n--\n\(suffix)".utf8)
        return Self.hex(Self.fnv1a(bytes, basis: 0xCBF2_9CE4_8422_2325)) + Self.hex(Self.fnv1a(bytes, basis: 0x8422_2325_CBF2_9CE4))
    }

    /// What every variant of `mockup` shares: the run's part, the spec and the files it names.
    func specPart(of mockup: Mockup) throws -> [UInt8] {
        let spec = try mockup.jsonData()
        var named: [String] = []
        // Most specs name no font file: only those that hold the key are read for it.
        if String(decoding: spec, as: UTF8.self).contains(#""file""#), let json = try? JSONDecoder().decode(JSONValue.self, from: spec) {
            Self.collectFiles(json, into: &named)
        }
        let files = Set(named).sorted().map { path -> String in
            var info = stat()
            guard stat(path, &info) == 0 else { return "missing \(path)" }
            return "\(info.st_size) \(Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)) \(path)"
        }
        return shared + Array("\n--\n".utf8) + Array(spec) + Array(("\n--\n" + files.joined(separator: "\n")).utf8)
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

    /// FNV-1a, 64 bits, from `basis`: two of them make a 128-bit key.
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String { CFormat.hex(value, digits: 16) }
}
