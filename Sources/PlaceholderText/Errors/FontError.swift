import PlaceholderImage
import PlaceholderFormat

/// A font that cannot be used: the file, family or folder concerned and why.
public struct FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What the error is about.
    public enum Subject: Equatable, Sendable {
        case file(String)
        case family(String)
        case folder(String)
        /// A folder an environment variable names: the variable, then the folder.
        case environmentFolder(String, String)
        /// FreeType or HarfBuzz themselves.
        case fontSystem
    }

    public var subject: Subject
    /// What is wrong, in a few words.
    public var problem: String

    /// An error about `subject`.
    public init(_ subject: Subject, problem: String) {
        self.subject = subject
        self.problem = problem
    }

    /// `font file PATH: PROBLEM`, `font family NAME: PROBLEM`, `font folder PATH: PROBLEM` or
    /// `VARIABLE: font folder PATH: PROBLEM`.
    public var description: String {
        switch subject {
        case .file(let path): return "font file \(Quoting.escaped(path)): \(problem)"
        case .family(let name): return "font family \(Quoting.quoted(name)): \(problem)"
        case .folder(let path): return "font folder \(Quoting.escaped(path)): \(problem)"
        case .environmentFolder(let variable, let path): return "\(variable): font folder \(Quoting.escaped(path)): \(problem)"
        case .fontSystem: return "fonts: \(problem)"
        }
    }
}
