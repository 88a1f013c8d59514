import FoundationEssentials
import Glibc

/// Writes bytes to an open file descriptor with `write(2)`: all of them, retrying
/// interrupted and short writes, so that a full disk or a closed stream is an error to
/// report rather than a trap.
public enum FileWriter {
    /// Writes all of `data` to `descriptor`; returns nil, or the `errno` of the failure.
    public static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }
}
