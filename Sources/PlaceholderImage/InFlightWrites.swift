import FoundationEssentials
import Glibc
import Synchronization

/// The temporary files of the ``AtomicFile`` writes in progress, and the folders those
/// writes created, kept where a signal handler can reach them: SIGINT and SIGTERM remove
/// them before the process exits (see ``AtomicFile/removeTemporaryFilesOnInterrupt()``).
///
/// A signal handler may only call async-signal-safe functions, so the table is a fixed
/// array of atomic slots, each empty or holding one `malloc`ed block of NUL-terminated
/// paths: the temporary file, then the created folders innermost first, then an empty
/// string. Whoever empties a slot with an atomic exchange owns its block: the writer frees
/// it; the handler, which cannot call `free`, leaves it to the exiting process.
enum InFlightWrites {
    /// Writes tracked at once; a write that finds every slot taken waits for one.
    static let capacity = 64

    // nonisolated(unsafe): the pointer never changes after initialisation; the slots it
    // points to are only read and written atomically.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<UnsafeMutableRawPointer?>> = {
        let slots = UnsafeMutablePointer<Atomic<UnsafeMutableRawPointer?>>.allocate(capacity: capacity)
        for index in 0..<capacity { (slots + index).initialize(to: Atomic(nil)) }
        return slots
    }()

    /// A write's place in the table, to give back with ``finish(_:)``.
    struct Ticket {
        fileprivate var slot: Int
        fileprivate var block: UnsafeMutableRawPointer
    }

    /// Makes sure the table exists, so that a signal handler never initialises it.
    static func prepare() { _ = slots }

    /// Records a write to `temporary` that created `folders` (outermost first).
    static func start(temporary: String, folders: [String]) -> Ticket {
        var bytes: [UInt8] = []
        for path in [temporary] + folders.reversed() { bytes += Array(path.utf8) + [0] }
        bytes.append(0)
        let block = malloc(bytes.count)!
        bytes.withUnsafeBytes { block.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        while true {
            for slot in 0..<capacity where slots[slot].compareExchange(expected: nil, desired: block, ordering: .acquiringAndReleasing).exchanged {
                return Ticket(slot: slot, block: block)
            }
            sched_yield()
        }
    }

    /// Forgets a write that has ended (renamed, or cleaned up after a failure).
    static func finish(_ ticket: Ticket) {
        // nil: a signal handler took the block and the process is exiting; leave it.
        if slots[ticket.slot].exchange(nil, ordering: .acquiringAndReleasing) == ticket.block { free(ticket.block) }
    }

    /// Removes every tracked temporary file and then its created folders (`rmdir`, so only
    /// while empty). Async-signal-safe: atomic exchanges, `unlink` and `rmdir` only.
    static func removeAll() {
        for slot in 0..<capacity {
            guard let block = slots[slot].exchange(nil, ordering: .acquiringAndReleasing) else { continue }
            var path = block.assumingMemoryBound(to: CChar.self)
            unlink(path)
            path += strlen(path) + 1
            while path.pointee != 0 {
                rmdir(path)
                path += strlen(path) + 1
            }
        }
    }
}
