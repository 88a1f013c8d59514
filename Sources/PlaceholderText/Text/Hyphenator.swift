import CHyphen
import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderFormat

/// Where words may be hyphenated, by a hyphenation dictionary of the pinned set
/// (``PinnedDictionaries``: Debian's hyphen-* packages, TeX patterns read by libhyphen):
/// English (`hyph_en_US.dic`), German (`hyph_de_DE.dic`) and French (`hyph_fr.dic`),
/// chosen by a BCP 47 tag's language. A dictionary is loaded once, the first time its
/// language is asked for. The host's dictionaries (`/usr/share/hyphen`) are never read, so
/// a word breaks at the same points on every machine; a language the set does not hold, or
/// a set that is not there, hyphenates nothing, and a layout that asks for hyphenation
/// then says why in a warning (``missingDictionary(_:)``).
public final class Hyphenator: @unchecked Sendable {
    /// The dictionaries in use: the bundle's copy of the pinned set when the tool runs from
    /// the self-contained bundle (its `share/placeholderkit/hyphen`), else the pinned set
    /// where `scripts/bootstrap` put it, or why neither is there. Found once, when the
    /// process first asks.
    public static let dictionarySet: PinnedDictionaries.State = {
        if let share = FontLibrary.bundleShare { return PinnedDictionaries.check(folder: share + "/hyphen") }
        return PinnedDictionaries.state(environment: ProcessInfo.processInfo.environment)
    }()

    /// The fewest letters kept before and after a break, as TeX's English defaults.
    static let leftMinimum = 2, rightMinimum = 3

    /// libhyphen's dictionary; only read after loading (its lookups keep no state).
    private let dictionary: OpaquePointer

    /// The dictionary at `path`, or nil when it cannot be read.
    private init?(path: String) {
        guard FileManager.default.fileExists(atPath: path), let loaded = hnj_hyphen_load(path) else { return nil }
        dictionary = OpaquePointer(loaded)
    }

    deinit { hnj_hyphen_free(UnsafeMutablePointer(dictionary)) }

    private static let loaded = Mutex<[String: Hyphenator?]>([:])

    /// What the dictionaries a layout may load are, so what a rendering depends on can be
    /// keyed (an incremental render's key; another dictionary may break a word elsewhere):
    /// the set in use (``dictionarySet``), then each of its files as `stat` finds it — size,
    /// modification time and path; one not there is left out.
    public static func dictionaryStates() -> [String] {
        let files = dictionarySet.folder.map { folder in
            PinnedDictionaries.files.map(\.name).sorted().compactMap { file in
                let path = folder + "/" + file
                return FileTime.state(ofFileAt: path).map { "\($0) \(path)" }
            }
        }
        return ["set " + dictionarySet.description] + (files ?? [])
    }

    /// The language subtag of a BCP 47 tag, lower case (`de` of `de-AT`), or nil.
    static func languageCode(_ language: String?) -> String? {
        language?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()
    }

    /// The hyphenator of `language` (a BCP 47 tag; its language subtag decides), or nil
    /// when the pinned set has no dictionary of it, is not there, or its file cannot be read.
    static func forLanguage(_ language: String?) -> Hyphenator? {
        guard let code = languageCode(language), let file = PinnedDictionaries.languages[code] else { return nil }
        return loaded.withLock { cache in
            if let known = cache[code] { return known }
            let made = dictionarySet.folder.flatMap { Hyphenator(path: $0 + "/" + file) }
            cache[code] = made
            return made
        }
    }

    /// Why `language` (a BCP 47 tag) is not hyphenated, as a layout's warning says it: the
    /// language and the dictionary file looked for; nil when it has a dictionary.
    public static func missingDictionary(_ language: String) -> String? {
        guard forLanguage(language) == nil else { return nil }
        return missingDictionary(language, set: dictionarySet)
    }

    /// Why `language` has no dictionary when the set is found as `set`.
    static func missingDictionary(_ language: String, set: PinnedDictionaries.State) -> String {
        let start = "language \(Quoting.quoted(language)) is not hyphenated: "
        guard let code = languageCode(language) else { return start + "the tag names no language" }
        guard let file = PinnedDictionaries.languages[code] else {
            let pinned = PinnedDictionaries.languages.values.sorted().joined(separator: ", ")
            return start + "hyph_\(Quoting.escaped(code)).dic is no pinned hyphenation dictionary (those are \(pinned))"
        }
        switch set {
        case .pinned(let folder): return start + "\(Quoting.quoted(folder + "/" + file)) cannot be read"
        case .differs, .missing: return start + "\(file) is not there (\(set.problem ?? ""))"
        }
    }

    /// The UTF-16 offsets, inside `word` (letters only), after which it may break: the
    /// dictionary's points, at least ``leftMinimum`` letters from its start and
    /// ``rightMinimum`` from its end, standard ones only (no spelling change at the break).
    func points(in word: [UInt16]) -> [Int] {
        let text = String(decoding: word, as: UTF16.self)
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return [] }
        // The patterns are lower case: each scalar lowered alone, so offsets map one to one.
        var lowered = ""
        var utf16End: [Int] = []  // for each scalar, the UTF-16 offset after it
        var offset = 0
        for scalar in text.unicodeScalars {
            let lower = String(scalar).lowercased()
            guard lower.unicodeScalars.count == 1 else { return [] }
            offset += scalar.utf16.count
            lowered += lower
            utf16End.append(offset)
        }
        let bytes = Array(lowered.utf8)
        let letters = text.unicodeScalars.count
        guard letters >= Self.leftMinimum + Self.rightMinimum else { return [] }
        // Sized for bytes, as libhyphen asks, though it marks only the first `letters`.
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        // libhyphen also reads the word as a C string (strstr for its NOHYPHEN patterns),
        // so it gets a terminating NUL past the length it is told.
        let terminated = bytes + [0]
        // A word of more bytes than 32 bits count is not hyphenated.
        guard let length = Int32(exactly: bytes.count) else { return [] }
        let status = terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { word in
                hnj_hyphen_hyphenate2(UnsafeMutablePointer(dictionary), word.baseAddress, length, &hyphens, nil, &rep, &pos, &cut)
            }
        }
        defer {
            if let rep {
                for index in 0..<bytes.count { free(rep[index]) }
                free(rep)
            }
            free(pos)
            free(cut)
        }
        guard status == 0 else { return [] }
        // With a UTF-8 dictionary libhyphen marks characters, not bytes: an odd value at
        // index k is a point after the word's k-th scalar.
        var points: [Int] = []
        for index in 0..<letters where hyphens[index] & 1 == 1 && rep?[index] == nil {
            let lettersBefore = index + 1
            if lettersBefore >= Self.leftMinimum, letters - lettersBefore >= Self.rightMinimum { points.append(utf16End[index]) }
        }
        return points
    }
}
