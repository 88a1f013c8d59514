import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import Synchronization

/// Renders many views in one process, into one folder: every view is checked first
/// (validated, laid out, its fonts resolved), so a bad spec stops the batch before any
/// file is written; then `jobs` images are rendered at a time, each written as soon as it
/// is done, so memory does not grow with the number of images.
struct BatchRenderer {
    /// One image to render: its output name, where its spec came from, the view and the
    /// layout computed when it was checked.
    struct Entry: Sendable {
        var name: String
        /// The spec the entry comes from, and its variant's suffix (empty without variants).
        var group: String
        var variant: String
        var source: String?
        var mockup: Mockup
        /// The layout made when the entry was checked, kept for batches of at most
        /// ``keptLayouts`` outputs; a larger batch lays each out again as it renders it, so
        /// its memory does not grow with the number of images.
        var layout: MockupLayout?
        /// What the contact sheet shows of the laid-out image.
        var frame: Frame
    }

    /// A laid-out image's size in points and pixels, scale and appearance.
    struct Frame: Sendable {
        var bounds: Rect
        var scale: Double
        var pixelWidth: Int
        var pixelHeight: Int
        var appearance: Appearance

        init(_ layout: MockupLayout) {
            bounds = layout.bounds
            scale = layout.scale
            pixelWidth = layout.pixelWidth
            pixelHeight = layout.pixelHeight
            appearance = layout.appearance
        }
    }

    /// The most outputs whose layouts a batch keeps from checking to rendering: above it, a
    /// layout is made twice (checked, then drawn), and 10,000 images take the memory of 100.
    static let keptLayouts = 500

    var folder: URL
    /// The option that named the folder, for errors.
    var flag: String
    var format: OutputFormat
    var compression: Int
    var jobs: Int
    /// Also write `index.html`, every image beside its spec (``ContactSheet``).
    var contactSheet: Bool

    /// An output of a batch before it is laid out: its name, where it comes from, its mockup.
    struct Planned: Sendable {
        var name: String
        var group: String
        var variant: String
        var source: String?
        var mockup: Mockup
        /// The spec it is a variant of, as validated (flags applied, variants not expanded),
        /// and that spec's position among the batch's specs.
        var spec: Mockup
        var specIndex: Int
    }

    /// Every spec checked and named; an error names the spec's file. With a `shard`, only
    /// its part of the outputs (in the order they are listed: the specs in order, each
    /// spec's variants in order — `verify --shard`'s split) is laid out and returned.
    static func prepare(_ specs: [ViewSettings], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil) throws -> [Entry] {
        let planned = try plan(specs, shard: shard)
        return try layOut(planned, jobs: jobs, keep: planned.count <= keptLayouts)
    }

    /// Every spec validated, expanded and named (two specs may not write one name), cut to
    /// `shard`'s part; nothing laid out yet.
    static func plan(_ specs: [ViewSettings], shard: Shard? = nil) throws -> [Planned] {
        var sources: [String: String] = [:]
        var planned: [Planned] = []
        for (specIndex, spec) in specs.enumerated() {
            let resolved = try spec.resolvedMockup()
            for variant in resolved.variantsExpanded {
                let name = spec.name + variant.suffix
                if let other = sources.updateValue(spec.source ?? spec.name, forKey: name) {
                    throw CommandLineError("two specs would both write \(name): \(other) and \(spec.source ?? spec.name)")
                }
                planned.append(Planned(name: name, group: spec.name, variant: variant.suffix, source: spec.source, mockup: variant.mockup,
                                       spec: resolved, specIndex: specIndex))
            }
        }
        if let shard { planned = Array(planned[shard.range(of: planned.count)]) }
        return planned
    }

    /// The planned outputs laid out `jobs` at a time (so every font they name is resolved
    /// and every size checked), their layouts kept when `keep` says so; the first failure in
    /// order is the error, naming its spec's file.
    static func layOut(_ planned: [Planned], jobs: Int, keep: Bool) throws -> [Entry] {
        let layouts: [Result<(MockupLayout?, Frame), Error>] = parallelMap(planned.count, jobs: jobs) { index in
            Result {
                let layout = try planned[index].mockup.layout()
                return (keep ? layout : nil, Frame(layout))
            }
        }
        return try zip(planned, layouts).map { item, layout in
            do {
                let (kept, frame) = try layout.get()
                return Entry(name: item.name, group: item.group, variant: item.variant, source: item.source,
                             mockup: item.mockup, layout: kept, frame: frame)
            } catch let error as ModelError {
                throw item.source.map { error.inFile($0) } ?? error
            } catch {
                throw CommandLineError(item.source.map { "\($0): \(error)" } ?? "\(error)")
            }
        }
    }

    /// The output file of each entry: one safe file name in the folder.
    func outputs(_ names: [(name: String, source: String?)]) throws -> [URL] {
        do {
            return try SafeFileName.urls(names.map { "\($0.name).\(format.rawValue)" }, in: folder, what: "output")
        } catch {
            // Which one: checked again one by one, for the message that names its spec.
            for entry in names {
                do { _ = try SafeFileName.url("\(entry.name).\(format.rawValue)", in: folder, what: "output") } catch {
                    throw CommandLineError("\(entry.source.map(Quoting.escaped) ?? entry.name): \(error)")
                }
            }
            throw error
        }
    }

    /// Renders and writes `entries` to `outputs`, `jobs` at a time, with progress on a
    /// terminal; the first failure in order is the error.
    func write(_ entries: [Entry], to outputs: [URL], terminal: Terminal) throws {
        let format = format, compression = compression
        let done = Mutex(0)
        let start = ContinuousClock.now
        let results: [Result<Void, Error>] = parallelMap(entries.count, jobs: jobs) { index in
            let result = Result {
                let layout = try entries[index].layout ?? entries[index].mockup.layout()
                try AtomicFile.write(layout.data(format: format, compression: compression), to: outputs[index])
            }
            let count = done.withLock { count in
                count += 1
                return count
            }
            terminal.progress(Self.progressLine(done: count, total: entries.count, seconds: (ContinuousClock.now - start).seconds))
            return result
        }
        terminal.progress(nil)
        for (entry, result) in zip(entries, results) {
            do { try result.get() } catch { throw CommandLineError("\(entry.source ?? entry.name): \(error)") }
        }
    }

    /// `rendered 120/10000, 410 images/s, 24 s left`: what a terminal shows while a batch runs
    /// (nothing is shown off a terminal).
    static func progressLine(done: Int, total: Int, seconds: Double) -> String {
        guard seconds > 0, done > 0 else { return "rendered \(done)/\(total)" }
        let rate = Double(done) / seconds
        let left = Double(total - done) / rate
        return "rendered \(done)/\(total), \(CFormat.string("%.0f", rate)) images/s, \(CFormat.string("%.0f", left.rounded(.up))) s left"
    }

    /// Renders and writes every entry; returns the summary line. The folder is checked
    /// first, so a folder that cannot take the files stops the batch before it starts.
    func run(_ entries: [Entry], terminal: Terminal) throws -> String {
        // Names come from spec file names and variant values: each must be one safe file name.
        let outputs = try outputs(entries.map { ($0.name, $0.source) })
        try WritableFolder.check(folder.path, flag: flag,
                                 files: entries.map { "\($0.name).\(format.rawValue)" } + (contactSheet ? ["index.html"] : []))
        let start = ContinuousClock.now
        try write(entries, to: outputs, terminal: terminal)
        if contactSheet { try ContactSheet(entries: entries, format: format).write(to: folder.appendingPathComponent("index.html")) }
        let seconds = (ContinuousClock.now - start).seconds
        let rate = seconds > 0 ? Double(entries.count) / seconds : 0
        return "rendered \(entries.count) image\(entries.count == 1 ? "" : "s") in \(CFormat.string("%.2f", seconds)) s "
            + "(\(CFormat.string("%.0f", rate)) images/s) into \(folder.path)"
    }
}
