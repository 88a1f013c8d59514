/// How file times are compared and written (an incremental render's manifest and keys, the
/// font files' states): nanoseconds since 1970, one integer.
public enum FileTime {
    /// The time `seconds` and `nanoseconds` (a `timespec`'s fields) make, in nanoseconds.
    public static func nanoseconds(_ seconds: some BinaryInteger, _ nanoseconds: some BinaryInteger) -> Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanoseconds)
    }
}
