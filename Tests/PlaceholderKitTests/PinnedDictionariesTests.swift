import Foundation
import TestSupport
import Testing
@testable import PlaceholderText

/// The pinned hyphenation dictionaries: what bootstrap fetches is what the table pins, the
/// files hyphenation reads are those bytes, from the pinned cache and never the host's
/// `/usr/share/hyphen`, and a set that is not there is named.
@Suite struct PinnedDictionariesTests {
    @Test func bootstrapReadsEveryEntryOfTheTable() throws {
        let bash = { (function: String) in try PinnedFontsTests.bash(function, script: "pinned-dictionaries") }
        #expect(try bash("pinned_dictionaries_name") == [PinnedDictionaries.name])
        #expect(try bash("pinned_dictionaries_packages") == PinnedDictionaries.packages.map { "\($0.name) \($0.pool) \($0.sha256)" })
        #expect(try bash("pinned_dictionaries_files") == PinnedDictionaries.files.map { "\($0.package) \($0.path) \($0.sha256)" })
        #expect(try bash("pinned_dictionaries_stamp").joined(separator: "\n") + "\n" == PinnedDictionaries.stamp)
        // The same cache as the font set's, in a folder of the set's own name.
        let folder = try bash("pinned_dictionaries_folder")
        #expect(folder.count == 1 && folder.first?.hasSuffix("/" + PinnedDictionaries.name) == true, "\(folder)")
        #expect(try PinnedFontsTests.bash("pinned_fonts_folder").map { $0.dropLast(PinnedFonts.name.count) }
                    == folder.map { $0.dropLast(PinnedDictionaries.name.count) })
    }

    @Test func everyLanguageHasOnePinnedFileOfAPinnedPackage() {
        let names = PinnedDictionaries.files.map(\.name)
        #expect(Set(names).count == names.count, "two files of one name in a flat folder")
        #expect(Set(PinnedDictionaries.languages.values) == Set(names))
        #expect(Set(PinnedDictionaries.languages.keys) == ["en", "de", "fr"])
        #expect(PinnedDictionaries.files.allSatisfy { file in PinnedDictionaries.packages.contains { $0.name == file.package } })
        #expect(PinnedDictionaries.files.allSatisfy { $0.sha256.count == 64 && $0.size > 0 })
        #expect(PinnedDictionaries.packages.allSatisfy { $0.pool.hasPrefix("pool/main/") && $0.pool.hasSuffix("_all.deb") })
    }

    /// The files hyphenation reads are the pinned bytes: each file's SHA-256, as sha256sum
    /// computes it, is the table's.
    @Test func theFolderInUseHoldsThePinnedBytes() throws {
        let folder = try #require(Hyphenator.dictionarySet.folder, "no pinned dictionaries: \(Hyphenator.dictionarySet.description)")
        #expect(!folder.hasPrefix("/usr/share/hyphen"))
        for file in PinnedDictionaries.files {
            #expect(try ProgramRun("/usr/bin/sha256sum", [folder + "/" + file.name]).text.prefix(64) == file.sha256, "\(file.name)")
        }
        // Each pinned language loads its dictionary from that folder, and only from there.
        for language in PinnedDictionaries.languages.keys {
            #expect(Hyphenator.forLanguage(language) != nil, "\(language)")
        }
        let states = Hyphenator.dictionaryStates()
        #expect(states.first == "set pinned \(PinnedDictionaries.name)")
        #expect(states.dropFirst().allSatisfy { $0.hasSuffix(".dic") && $0.contains(" " + folder + "/") }, "\(states)")
        #expect(states.count == 1 + PinnedDictionaries.files.count)
    }

    @Test func aSetThatIsMissingOrDiffersIsNamed() throws {
        let cache = ScratchFolder.path("pinned-dictionaries")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = [PinnedDictionaries.cacheVariable: cache.path]
        #expect(PinnedDictionaries.state(environment: environment) == .missing)
        #expect(PinnedDictionaries.State.missing.description
                    == "no hyphenation: the pinned set \(PinnedDictionaries.name) is not installed; run PlaceholderKit's scripts/bootstrap")
        // A folder of the set's name with a dictionary of another size and no stamp.
        let copy = cache.appendingPathComponent(PinnedDictionaries.name)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data("UTF-8\n".utf8).write(to: copy.appendingPathComponent("hyph_en_US.dic"))
        #expect(PinnedDictionaries.state(environment: environment)
                    == .differs(folder: copy.path, files: [PinnedDictionaries.stampName] + PinnedDictionaries.files.map(\.name)))
    }

    /// The warning of a language without a dictionary names the language and the file
    /// looked for, and why it is not there.
    @Test func aMissingDictionaryIsExplained() {
        let missing = PinnedDictionaries.State.missing
        #expect(Hyphenator.missingDictionary("en-GB", set: missing) == """
            language "en-GB" is not hyphenated: hyph_en_US.dic is not there (the pinned set \(PinnedDictionaries.name) is not \
            installed; run PlaceholderKit's scripts/bootstrap)
            """)
        let differs = PinnedDictionaries.State.differs(folder: "/c/set", files: ["hyph_de_DE.dic"])
        #expect(Hyphenator.missingDictionary("de", set: differs) == """
            language "de" is not hyphenated: hyph_de_DE.dic is not there (the pinned set \(PinnedDictionaries.name) in /c/set \
            differs from its pin (hyph_de_DE.dic); run PlaceholderKit's scripts/bootstrap)
            """)
        #expect(Hyphenator.missingDictionary("fr", set: .pinned(folder: "/c/set")) == #"language "fr" is not hyphenated: "/c/set/hyph_fr.dic" cannot be read"#)
        for set in [missing, differs, .pinned(folder: "/c/set")] {
            #expect(Hyphenator.missingDictionary("fi-FI", set: set)
                        == #"language "fi-FI" is not hyphenated: hyph_fi.dic is no pinned hyphenation dictionary (those are hyph_de_DE.dic, hyph_en_US.dic, hyph_fr.dic)"#)
        }
        // A pinned language of this process has its dictionary: no warning.
        #expect(Hyphenator.missingDictionary("en") == nil && Hyphenator.missingDictionary("de-AT") == nil)
        #expect(Hyphenator.missingDictionary("xx") == #"language "xx" is not hyphenated: hyph_xx.dic is no pinned hyphenation dictionary (those are hyph_de_DE.dic, hyph_en_US.dic, hyph_fr.dic)"#)
    }
}
