import Foundation
import PlaceholderKit

/// The spec files of a folder, read and validated up front so that one bad file stops a
/// command before it writes anything.
enum SpecFolder {
    struct Spec {
        var name: String
        var url: URL
        var view: PlaceholderTextView
    }

    /// Every `*.json` in `folder`, sorted by name.
    static func load(_ folder: String, option: String) throws -> [Spec] {
        let url = URL(fileURLWithPath: folder)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw CLIError("\(option): \(folder) is not a readable folder")
        }
        guard !names.isEmpty else { throw CLIError("\(option): \(folder) holds no .json spec files") }
        return try names.map { name in
            let file = url.appendingPathComponent(name)
            do {
                let view = try PlaceholderTextView(json: Data(contentsOf: file))
                return Spec(name: String(name.dropLast(5)), url: file, view: view)
            } catch let error as ModelError {
                throw CLIError("\(file.path): \(error)")
            } catch {
                throw CLIError("\(file.path): cannot be read")
            }
        }
    }
}

/// Runs `body` for indices 0..<count on `jobs` threads; results keep their order.
func parallelMap<T>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let workers = max(1, min(jobs, count))
    nonisolated(unsafe) let shared = results
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var index = worker
        while index < count {
            shared[index] = body(index)
            index += workers
        }
    }
    return results.map { $0! }
}
