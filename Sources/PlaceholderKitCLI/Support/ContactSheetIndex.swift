import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// What a contact sheet shows of one batch's folder, kept beside its images as `index.json`
/// (written with `index.html` by `render --contact-sheet` and `demo`): each spec's name, its
/// JSON and, for each of its images in the folder, the variant and the laid-out size. The
/// `contact-sheet DIR...` command reads the indexes of several folders — a sharded render's —
/// into one page. An index comes from a CI artifact as often as from this tool, so reading
/// one checks everything the page is made from: image names stay inside the folder, sizes
/// are within the tool's limits, and the file is read up to ``maximumSize``.
package struct ContactSheetIndex: Codable, Sendable {
    /// One spec of the batch and its images in this folder.
    package struct Spec: Codable, Sendable {
        var name: String
        /// The spec's position in its batch: the page lists specs in that order.
        var order: Int
        /// The spec's JSON, as its file holds it (or as the tool writes it, for stdin).
        var json: String
        package var images: [Image]
    }

    /// One image: which variant of its spec it is, and its size.
    package struct Image: Codable, Sendable {
        /// The variant's position in its spec's matrix.
        var variant: Int
        /// The variant's value on each axis the spec's matrix has (empty without variants).
        var axes: [VariantAxisValue]
        var frame: BatchRenderer.Frame
        /// What `audit --overlay` found in the image; nil in a render's index.
        var findings: Findings?

        /// The image's file name: its spec's name, the variant's suffix and the format's extension.
        package func file(of spec: Spec, format: OutputFormat) -> String { "\(spec.name)\(axes.suffix).\(format.rawValue)" }
    }

    /// What the audit found in an image: a count of each severity, and each finding as a
    /// line (`error text-contrast: placeholder: …`).
    struct Findings: Codable, Sendable, Equatable {
        var errors: Int
        var warnings: Int
        var lines: [String]

        init(_ findings: [AuditFinding]) {
            errors = findings.filter { $0.severity == .error }.count
            warnings = findings.filter { $0.severity == .warning }.count
            lines = findings.sorted { $0.severity > $1.severity }.map(AuditReport.line)
        }
    }

    /// The index's format (`formatVersion`; indexes written before it had that name say
    /// `version`, which is read too). The schema is `docs/schemas/contact-sheet-index.schema.json`.
    var formatVersion = Self.currentFormat
    /// The format this tool writes and reads.
    static let currentFormat = 1
    /// The version of the tool that wrote it.
    var tool = PlaceholderKitTool.version
    package var format: OutputFormat
    /// `2/4` when the folder holds one shard of a batch (`render --shard 2/4`).
    var shard: String?
    package var specs: [Spec]

    static let fileName = "index.json"

    private enum CodingKeys: String, CodingKey { case formatVersion, version, tool, format, shard, specs }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decodeIfPresent(Int.self, forKey: .formatVersion) ?? container.decode(Int.self, forKey: .version)
        tool = try container.decode(String.self, forKey: .tool)
        format = try container.decode(OutputFormat.self, forKey: .format)
        shard = try container.decodeIfPresent(String.self, forKey: .shard)
        specs = try container.decode([Spec].self, forKey: .specs)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(tool, forKey: .tool)
        try container.encode(format, forKey: .format)
        try container.encodeIfPresent(shard, forKey: .shard)
        try container.encode(specs, forKey: .specs)
    }
    /// The largest index read: 10,000 images of 100 specs take about 3 MB.
    package static let maximumSize = 64 << 20
    /// The most images one index may list (and a page may show).
    static let maximumImages = 1_000_000

    /// The index of a batch's `entries`, their specs from `plan`: consecutive entries of one
    /// spec make its images.
    init(plan: BatchRenderer.Plan, entries: [BatchRenderer.Entry], format: OutputFormat, shard: Shard?) throws {
        self.format = format
        self.shard = shard?.description
        specs = []
        for entry in entries {
            let image = Image(variant: entry.item.variantIndex, axes: plan.axes(of: entry.item), frame: entry.frame)
            if specs.last?.order == entry.item.specIndex {
                specs[specs.count - 1].images.append(image)
            } else {
                let spec = plan.spec(of: entry.item)
                specs.append(Spec(name: spec.name, order: entry.item.specIndex, json: try Self.json(of: spec), images: [image]))
            }
        }
    }

    /// An index of specs already made (`audit --overlay`'s), of PNG images.
    init(specs: [Spec]) {
        format = .png
        self.specs = specs
    }

    /// The text of a spec's file, or its JSON when it came from stdin.
    private static func json(of spec: BatchRenderer.Spec) throws -> String {
        if let source = spec.source, source != "stdin" {
            return String(decoding: try FileReader.read(URL(fileURLWithPath: source), maxBytes: PlaceholderTextView.maximumSpecSize), as: UTF8.self)
        }
        return String(decoding: try spec.mockup.jsonData(), as: UTF8.self)
    }

    /// Writes the index into `folder`, atomically.
    func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The index of `folder`, checked; a ``CommandLineError`` naming the file and the field
    /// when it cannot be read or says something the page cannot show.
    static func read(in folder: URL) throws -> ContactSheetIndex {
        let url = folder.appendingPathComponent(fileName)
        let data: Data
        do { data = try FileReader.read(url, maxBytes: maximumSize) } catch { throw CommandLineError("\(error)") }
        return try decode(data, in: folder, name: Quoting.escaped(url.path))
    }

    /// The index `data` holds for `folder`, checked; errors call it `name`.
    package static func decode(_ data: Data, in folder: URL, name: String) throws -> ContactSheetIndex {
        let index: ContactSheetIndex
        do { index = try JSONDecoder().decode(ContactSheetIndex.self, from: data) } catch {
            throw CommandLineError("\(name): not a contact sheet index (\(ModelError.from(error)))")
        }
        try index.check(in: folder, name: name)
        return index
    }

    /// Throws a ``CommandLineError`` naming `name` and the field at the first value the page
    /// cannot show.
    func check(in folder: URL, name: String) throws {
        func fail(_ field: String, _ problem: String) -> CommandLineError { CommandLineError("\(name): \(field): \(problem)") }
        guard formatVersion == Self.currentFormat else {
            throw fail("formatVersion", "is \(formatVersion); this tool reads format \(Self.currentFormat)")
        }
        if let shard, (try? Shard(parsing: shard)) == nil { throw fail("shard", "\(Quoting.quoted(shard)) is not I/N") }
        let count = specs.reduce(0) { $0 + $1.images.count }
        guard count <= Self.maximumImages else { throw fail("specs", "list \(count) images, over the limit of \(Self.maximumImages)") }
        for (specIndex, spec) in specs.enumerated() {
            let field = "specs[\(specIndex)]"
            guard !spec.name.isEmpty else { throw fail("\(field).name", "is empty") }
            guard spec.order >= 0 else { throw fail("\(field).order", "is negative") }
            guard spec.json.utf8.count <= PlaceholderTextView.maximumSpecSize else {
                throw fail("\(field).json", "is over the limit of \(PlaceholderTextView.maximumSpecSize >> 20) MB a spec may hold")
            }
            for (imageIndex, image) in spec.images.enumerated() {
                let field = "\(field).images[\(imageIndex)]"
                guard (0..<PlaceholderTextView.maximumVariantCount).contains(image.variant) else {
                    throw fail("\(field).variant", "must be between 0 and \(PlaceholderTextView.maximumVariantCount - 1)")
                }
                do { _ = try SafeFileName.url(image.file(of: spec, format: format), in: folder, what: "image") } catch {
                    throw fail(field, "\(error)")
                }
                try image.frame.check { throw fail("\(field).frame.\($0)", $1) }
            }
        }
    }
}

extension BatchRenderer.Frame {
    /// Calls `fail` with the field and the problem at the first size no view of the tool can
    /// have.
    func check(_ fail: (String, String) throws -> Never) rethrows {
        let side = PlaceholderTextView.maximumSide
        for (field, value) in [("width", width), ("height", height)] where !(value > 0 && value <= side) {
            try fail(field, "must be more than 0 and at most \(Int(side)) points")
        }
        if !PlaceholderTextView.scaleRange.contains(scale) { try fail("scale", "must be between 1 and 4") }
        let limit = PlaceholderTextView.maximumPixelsPerSide
        for (field, value) in [("pixelWidth", pixelWidth), ("pixelHeight", pixelHeight)] where !(1...limit).contains(value) {
            try fail(field, "must be between 1 and \(limit)")
        }
    }
}
