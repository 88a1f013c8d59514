/// A command line the tool cannot run: the flag (or argument) concerned and the problem.
/// Printed as one line on stderr; the tool exits with status 2.
public struct CommandLineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The flag concerned (`--width`), or nil for the command line as a whole.
    public var flag: String?
    /// What is wrong, in a few words.
    public var problem: String

    /// An error about `flag` (nil: about no one flag).
    public init(flag: String? = nil, _ problem: String) {
        self.flag = flag
        self.problem = problem
    }

    /// `FLAG: PROBLEM`, or the problem alone.
    public var description: String { flag.map { "\($0): \(problem)" } ?? problem }
}
