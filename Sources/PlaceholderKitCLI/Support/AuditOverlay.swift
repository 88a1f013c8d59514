import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// `audit --overlay` and the demo's audit page: each variant's PNG with its findings drawn
/// (``MockupLayout/data(format:compression:findings:)``) and a contact sheet captioning each
/// image with its count and its findings. Everything is drawn before a file is written.
struct AuditOverlay {
    var images: [(name: String, png: Data)] = []
    var index: ContactSheetIndex

    /// The page's files, beside the images.
    static let pageFiles = ["index.html", ContactSheetIndex.fileName]

    /// One variant drawn from the layout its audit made (``AuditReport`` with `drawing`).
    struct Variant {
        var name: String
        var png: Data
        var entry: ContactSheetIndex.Image

        /// `audited` drawn with its findings; one about the whole matrix (no frame) counts
        /// in every variant.
        init(_ audited: AuditedVariant) throws {
            name = audited.name
            png = try audited.layout.data(format: .png, findings: audited.findings)
            entry = ContactSheetIndex.Image(variant: audited.index, axes: audited.axes, frame: BatchRenderer.Frame(audited.layout),
                                            findings: ContactSheetIndex.Findings(audited.findings))
        }
    }

    /// The images and the index of `report`, audited with `drawing`; throws when two specs
    /// would write one image (`a/x.json` and `b/x.json`).
    init(_ report: AuditReport) throws {
        var seen: [String: String] = [:]
        var specs: [ContactSheetIndex.Spec] = []
        for (order, spec) in report.specs.enumerated() {
            var entries: [ContactSheetIndex.Image] = []
            for variant in spec.drawn {
                let file = Self.imageName(spec: spec.audit.spec, variant: variant.name)
                try SafeFileName.check(file, what: "overlay image")
                if let other = seen.updateValue(spec.path, forKey: file) {
                    throw CommandLineError(flag: "--overlay", "\(Quoting.quoted(other)) and \(Quoting.quoted(spec.path)) both make \(Quoting.quoted(file))")
                }
                images.append((file, variant.png))
                entries.append(variant.entry)
            }
            specs.append(ContactSheetIndex.Spec(name: spec.audit.spec, order: order, json: String(decoding: spec.source, as: UTF8.self), images: entries))
        }
        index = ContactSheetIndex(specs: specs)
    }

    /// `spec.variant.png`: the name `render` gives the variant's image.
    static func imageName(spec: String, variant: String) -> String {
        spec + (variant.isEmpty || variant.hasPrefix("@") ? variant : "." + variant) + ".png"
    }

    /// Writes the images, `index.json` and `index.html` into `folder`, made if need be.
    func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for image in images { try AtomicFile.write(image.png, to: folder.appendingPathComponent(image.name)) }
        try index.write(in: folder)
        try ContactSheet(index, title: "PlaceholderKit accessibility audit").write(to: folder.appendingPathComponent("index.html"))
    }
}
