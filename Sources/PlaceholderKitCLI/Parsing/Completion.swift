/// What a shell offers when completing an option's value.
enum Completion: Equatable, Sendable {
    /// Nothing: a number or free text.
    case none
    /// File names.
    case files
    /// Folder names.
    case folders
    /// One of these words.
    case words([String])

    /// Files for a value named like `PATH`, `FILE`, `OUT.png` or `SPEC.json`, folders for
    /// `DIR`, nothing otherwise.
    static func inferred(from valueName: String?) -> Completion {
        guard let valueName else { return .none }
        if valueName.contains("DIR") { return .folders }
        if ["PATH", "FILE", ".png", ".json"].contains(where: { valueName.contains($0) }) { return .files }
        return .none
    }

    /// The raw values of every case of `type`.
    static func words<Word: CaseIterable & RawRepresentable>(of type: Word.Type) -> Completion where Word.RawValue == String {
        .words(type.allCases.map(\.rawValue))
    }
}
