import Dispatch

/// Runs `first` on this thread and `second` on another at the same time, and returns
/// both results; when both throw, the error of `first` is thrown, as if they had run
/// one after the other.
package func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () throws -> First, _ second: @Sendable () throws -> Second
) throws -> (First, Second) {
    let results = Mutex<(first: Result<First, Error>?, second: Result<Second, Error>?)>((nil, nil))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
            let result = Result { try first() }
            results.withLock { $0.first = result }
        } else {
            let result = Result { try second() }
            results.withLock { $0.second = result }
        }
    }
    return try results.withLock { results in
        guard let first = results.first, let second = results.second else { preconditionFailure("both halves ran") }
        return (try first.get(), try second.get())
    }
}

/// A value that is not `Sendable` handed to one `concurrently` half, which alone uses it
/// until both halves return: a reader, a buffer only that half writes.
package struct HandedOver<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
