import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import Synchronization
import PlaceholderFormat

/// Renders many views in one process, into one folder: every view is checked first
/// (validated, laid out, its fonts resolved), so a bad spec stops the batch before any
/// file is written; then `jobs` images are rendered at a time, each written as soon as it
/// is done, so memory does not grow with the number of images.
struct BatchRenderer {
    /// One spec of a batch, as validated (flags applied, variants not expanded): its
    /// outputs' common name, the file it came from, its mockup, and the file's bytes when
    /// no flag changed what they say (``ViewSettings/unchangedSource``).
    struct Spec: Sendable {
        var name: String
        var source: String?
        var mockup: Mockup
        var variants: Variants?
        var unchangedSource: Data? = nil
    }

    /// One output of a batch before it is laid out: which spec, which of its variants. Its
    /// name and view are made from them when needed, so a batch of 10,000 outputs holds
    /// each spec once and 16 bytes an output, not 10,000 views and names.
    struct Planned: Sendable {
        var specIndex: Int
        var variantIndex: Int
    }

    /// A batch's specs and its outputs, in order: the specs in order, each spec's variants
    /// in order.
    struct Plan: Sendable {
        var specs: [Spec]
        var items: [Planned]

        /// The spec `item` comes from.
        func spec(of item: Planned) -> Spec { specs[item.specIndex] }
        /// The mockup `item` renders: its spec's variant, made now.
        func mockup(of item: Planned) -> Mockup { specs[item.specIndex].mockup.variant(at: item.variantIndex).mockup }
        /// The variant's value on each axis of its spec's matrix (empty without variants).
        func axes(of item: Planned) -> [VariantAxisValue] { specs[item.specIndex].variants?.combination(at: item.variantIndex).axes ?? [] }
        /// The output's name: its spec's, then the variant's suffix (`.dark.AX3`).
        func name(of item: Planned) -> String { specs[item.specIndex].name + axes(of: item).suffix }
        /// Where an error about `item` says it comes from: its spec's file, else its name.
        func origin(of item: Planned) -> String { specs[item.specIndex].source ?? name(of: item) }
    }

    /// One output checked: laid out once, so its fonts are resolved and its size is known.
    struct Entry: Sendable {
        var item: Planned
        /// The layout made when the entry was checked, kept for batches of at most
        /// ``keptLayouts`` outputs; a larger batch lays each out again as it renders it, so
        /// its memory does not grow with the number of images. Boxed: a layout is a large
        /// value, which an optional would hold inline in every entry, kept or not (10,000
        /// entries took 40 MB).
        var kept: KeptLayout?
        var layout: MockupLayout? { kept?.layout }
        /// What the contact sheet shows of the laid-out image.
        var frame: Frame
    }

    /// A layout kept from checking to drawing, by reference.
    final class KeptLayout: Sendable {
        let layout: MockupLayout
        init(_ layout: MockupLayout) { self.layout = layout }
    }

    /// A laid-out image's size in points and pixels, scale and appearance.
    struct Frame: Sendable, Codable, Equatable {
        var width: Double
        var height: Double
        var scale: Double
        var pixelWidth: Int
        var pixelHeight: Int
        var appearance: Appearance

        init(_ layout: MockupLayout) {
            self.init(width: layout.bounds.width, height: layout.bounds.height, scale: layout.scale,
                      pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, appearance: layout.appearance)
        }

        init(width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int, appearance: Appearance) {
            (self.width, self.height, self.scale) = (width, height, scale)
            (self.pixelWidth, self.pixelHeight, self.appearance) = (pixelWidth, pixelHeight, appearance)
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
    /// Also write `index.html` and `index.json`, every image beside its spec (``ContactSheet``).
    var contactSheet: Bool
    /// Draw each image's geometry over it (`--overlay`, ``GeometryOverlay``).
    var overlay = false

    /// Every spec checked and named; an error names the spec's file. With a `shard`, only
    /// its part of the outputs (in the order they are listed: the specs in order, each
    /// spec's variants in order — `verify --shard`'s split) is laid out and returned.
    static func prepare(_ specs: [ViewSettings], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                        shard: Shard? = nil) throws -> (plan: Plan, entries: [Entry]) {
        let plan = try plan(specs, shard: shard)
        return (plan, try layOut(plan.items, of: plan, jobs: jobs, keep: plan.items.count <= keptLayouts))
    }

    /// Every spec validated, expanded and named (two specs may not write one name, nor one
    /// `claimed` already: output name → its spec's file), cut to `shard`'s part; nothing
    /// laid out yet.
    static func plan(_ specs: [ViewSettings], shard: Shard? = nil, claimed: [String: String] = [:]) throws -> Plan {
        var sources = claimed
        var plan = Plan(specs: [], items: [])
        for (specIndex, spec) in specs.enumerated() {
            let resolved = try spec.resolvedMockup()
            plan.specs.append(Spec(name: spec.name, source: spec.source, mockup: resolved, variants: resolved.variants,
                                   unchangedSource: spec.unchangedSource))
            for variantIndex in 0..<resolved.variantCount {
                let item = Planned(specIndex: specIndex, variantIndex: variantIndex)
                try claim(plan.name(of: item), for: spec.source ?? spec.name, in: &sources)
                plan.items.append(item)
            }
        }
        if let shard { plan.items = Array(plan.items[shard.range(of: plan.items.count)]) }
        return plan
    }

    /// Records that `source` writes the output `name`; throws when another spec does.
    static func claim(_ name: String, for source: String, in sources: inout [String: String]) throws {
        if let other = sources.updateValue(source, forKey: name) {
            throw CommandLineError("two specs would both write \(name): \(other) and \(source)")
        }
    }

    /// `items` of `plan` laid out `jobs` at a time (so every font they name is resolved and
    /// every size checked), their layouts kept when `keep` says so; the first failure in
    /// order is the error, naming its spec's file.
    static func layOut(_ items: [Planned], of plan: Plan, jobs: Int, keep: Bool) throws -> [Entry] {
        let layouts: [Result<(KeptLayout?, Frame), Error>] = parallelMap(items.count, jobs: jobs) { index in
            Result {
                let layout = try plan.mockup(of: items[index]).layout()
                return (keep ? KeptLayout(layout) : nil, Frame(layout))
            }
        }
        return try zip(items, layouts).map { item, layout in
            let source = plan.spec(of: item).source
            do {
                let (kept, frame) = try layout.get()
                return Entry(item: item, kept: kept, frame: frame)
            } catch let error as ModelError {
                throw source.map { error.inFile($0) } ?? error
            } catch {
                throw CommandLineError(source.map { "\($0): \(error)" } ?? "\(error)")
            }
        }
    }

    /// The file name of `item`'s output.
    func file(of item: Planned, in plan: Plan) -> String { Self.file(named: plan.name(of: item), format: format) }

    /// The file name of the output named `name` (`case.dark`) in `format`.
    static func file(named name: String, format: OutputFormat) -> String { "\(name).\(format.rawValue)" }

    /// Throws unless every output's name is one safe file name (names come from spec file
    /// names and variant values), naming the output's spec; nothing is kept, each output's
    /// path being made again when it is written.
    func checkNames(_ items: [Planned], of plan: Plan) throws {
        for item in items {
            do { try SafeFileName.check(file(of: item, in: plan), what: "output") } catch {
                throw CommandLineError("\(plan.spec(of: item).source.map(Quoting.escaped) ?? plan.name(of: item)): \(error)")
            }
        }
    }

    /// Renders and writes the outputs of `entries` of `plan`, `jobs` at a time, with
    /// progress on a terminal; the first failure in order is the error. Returns the SHA-256
    /// of each output's bytes, in hexadecimal, when `digests` asks (an incremental run
    /// records them for `--prune`), else empty strings.
    @discardableResult
    func write(_ entries: [Entry], of plan: Plan, terminal: Terminal, digests: Bool = false) throws -> [String] {
        let format = format, compression = compression, overlay = overlay
        let done = Mutex(0)
        let start = ContinuousClock.now
        let results: [Result<String, Error>] = parallelMap(entries.count, jobs: jobs) { index in
            let item = entries[index].item
            let result = Result {
                let layout = try entries[index].layout ?? plan.mockup(of: item).layout()
                let data = try layout.data(format: format, compression: compression, overlay: overlay)
                try AtomicFile.write(data, to: folder.appendingPathComponent(file(of: item, in: plan)))
                return digests ? SHA256.hex(of: data) : ""
            }
            let count = done.withLock { count in
                count += 1
                return count
            }
            terminal.progress(Self.progressLine(done: count, total: entries.count, seconds: (ContinuousClock.now - start).seconds))
            return result
        }
        terminal.progress(nil)
        return try zip(entries, results).map { entry, result in
            do { return try result.get() } catch { throw CommandLineError("\(plan.origin(of: entry.item)): \(error)") }
        }
    }

    /// The files a contact sheet adds to the folder.
    var contactSheetFiles: [String] { contactSheet ? ["index.html", ContactSheetIndex.fileName] : [] }

    /// `index.json` and `index.html` of `entries`, when the batch makes a contact sheet.
    func writeContactSheet(_ entries: [Entry], of plan: Plan, shard: Shard?) throws {
        guard contactSheet else { return }
        let index = try ContactSheetIndex(plan: plan, entries: entries, format: format, shard: shard)
        try index.write(in: folder)
        try ContactSheet(index).write(to: folder.appendingPathComponent("index.html"))
    }

    /// `rendered 120/10000, 410 images/s, 24 s left`: what a terminal shows while a batch runs
    /// (nothing is shown off a terminal).
    static func progressLine(done: Int, total: Int, seconds: Double) -> String {
        guard seconds > 0, done > 0 else { return "rendered \(done)/\(total)" }
        let rate = Double(done) / seconds
        let left = Double(total - done) / rate
        return "rendered \(done)/\(total), \(CFormat.string("%.0f", rate)) images/s, \(CFormat.string("%.0f", left.rounded(.up))) s left"
    }

    /// Renders and writes every entry of `plan` (`shard`'s part of it); returns the summary
    /// line. The folder is checked first, so a folder that cannot take the files stops the
    /// batch before it starts.
    func run(_ plan: Plan, entries: [Entry], shard: Shard?, terminal: Terminal) throws -> String {
        try checkNames(plan.items, of: plan)
        try WritableFolder.check(folder.path, flag: flag, files: plan.items.lazy.map { file(of: $0, in: plan) })
        try WritableFolder.check(folder.path, flag: flag, files: contactSheetFiles)
        let start = ContinuousClock.now
        try write(entries, of: plan, terminal: terminal)
        try writeContactSheet(entries, of: plan, shard: shard)
        let seconds = (ContinuousClock.now - start).seconds
        let rate = seconds > 0 ? Double(entries.count) / seconds : 0
        return "rendered \(entries.count) image\(entries.count == 1 ? "" : "s") in \(CFormat.string("%.2f", seconds)) s "
            + "(\(CFormat.string("%.0f", rate)) images/s) into \(folder.path)"
    }
}
