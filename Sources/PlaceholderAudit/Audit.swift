import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat
import PlaceholderModel
import PlaceholderText
import PlaceholderGeometry

/// How strictly an audit judges: the placeholder's contrast is the one rule teams differ
/// on (UIKit's own `placeholderText` on white is about 1.6:1; WCAG asks 4.5:1).
public struct AuditOptions: Equatable, Sendable {
    /// The severity of a placeholder below the contrast it needs; nil leaves placeholders
    /// out of `text-contrast`. WCAG's answer, `.error`, by default.
    public var placeholderContrast: AuditSeverity?

    public init(placeholderContrast: AuditSeverity? = .error) {
        self.placeholderContrast = placeholderContrast
    }
}

/// One spec audited over every variant of its matrix.
public struct SpecAudit: Sendable {
    /// The spec's name.
    public var spec: String
    /// Each variant's name (``AuditFinding/variant``), in the matrix's order.
    public var variants: [String]
    /// What the rules found, variant by variant; spec-wide findings last.
    public var findings: [AuditFinding]
    /// How long each variant's layout and rules took, in seconds, in ``variants``' order.
    public var seconds: [Double] = []

    /// Whether a finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// One variant as an audit laid it out, handed to the caller of
/// `Mockup/audit(named:options:engine:each:)` as soon as its rules have run, so a report
/// can draw it without laying it out again (and a matrix of thousands need not be kept).
public struct AuditedVariant {
    /// The variant's index in the matrix.
    public var index: Int
    /// The variant's name (``AuditFinding/variant``).
    public var name: String
    /// The matrix's axes and the values they take in this variant.
    public var axes: [VariantAxisValue]
    /// The variant laid out.
    public var layout: MockupLayout
    /// The variant's findings and the spec's findings about its whole matrix (variant `*`).
    public var findings: [AuditFinding]
}

extension Mockup {
    /// Audits the mockup, named `spec`, at every variant of its matrix with the rules of
    /// ``AuditRule``; throws when a variant cannot be laid out. `each`, when given, sees
    /// every variant as it is audited, in the matrix's order.
    public func audit(named spec: String, options: AuditOptions = AuditOptions(), engine: TextLayoutEngine = .shared,
                      each: ((AuditedVariant) throws -> Void)? = nil) throws -> SpecAudit {
        var variants: [String] = []
        var findings: [AuditFinding] = []
        var seconds: [Double] = []
        let matrixWide = FixedFontSize.findings(in: self, spec: spec)
        let clock = ContinuousClock()
        for index in 0..<variantCount {
            let start = clock.now
            let (axes, mockup) = variant(at: index)
            let name = String(axes.suffix.drop { $0 == "." })
            variants.append(name)
            let layout = try mockup.layout(engine: engine)
            let category = axes.first { $0.axis == .contentSizeCategory }.map { _ in mockup.contentSizeCategory }
            var auditor = Auditor(spec: spec, variant: name, category: category, options: options)
            auditor.check(AuditedElements(layout))
            findings += auditor.findings
            let elapsed = (clock.now - start).components
            seconds.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
            try each?(AuditedVariant(index: index, name: name, axes: axes, layout: layout, findings: auditor.findings + matrixWide))
        }
        return SpecAudit(spec: spec, variants: variants, findings: findings + matrixWide, seconds: seconds)
    }
}

/// The rules of one variant: contrast, labels, targets, clipping.
struct Auditor {
    let spec: String
    let variant: String
    /// The variant's content size category, when the matrix varies it (clipping names it).
    let category: ContentSizeCategory?
    let options: AuditOptions
    var findings: [AuditFinding] = []
    /// The variant's appearance, which resolves a run's system colours.
    private var appearance: Appearance = .light

    init(spec: String, variant: String, category: ContentSizeCategory?, options: AuditOptions) {
        (self.spec, self.variant, self.category, self.options) = (spec, variant, category, options)
    }

    /// A little slack for rounding: a line this much past an edge is not cut.
    static let slack = 0.5

    mutating func check(_ elements: AuditedElements) {
        appearance = elements.appearance
        for text in elements.texts {
            checkContrast(text)
            checkClipping(text)
        }
        for target in elements.targets { checkSize(target) }
        for input in elements.inputs { checkLabel(input) }
    }

    private mutating func add(_ rule: AuditRule, _ severity: AuditSeverity, _ element: String, _ message: String,
                              figures: [String: Double] = [:], specKey: String? = nil, frame: Rect?) {
        findings.append(AuditFinding(spec: spec, variant: variant, rule: rule, severity: severity, element: element, message: message,
                                     figures: figures, specKey: specKey, frame: frame))
    }

    /// text-contrast: the run of the text furthest below the ratio it needs, its colour
    /// composited over its own background (if it has one) over the element's.
    private mutating func checkContrast(_ text: AuditedElements.Text) {
        let severity: AuditSeverity
        if text.role == .placeholder {
            guard let chosen = options.placeholderContrast else { return }
            severity = chosen
        } else {
            severity = .error
        }
        var worst: (ratio: Double, required: Double, size: Double, foreground: RGBA, background: RGBA, attributes: TextAttributes)?
        for line in text.layout.lines {
            for run in line.runs where !run.glyphs.isEmpty {
                let background = (run.attributes.backgroundColor?.resolved(for: appearance)).map { $0.composited(over: text.background) } ?? text.background
                let foreground = run.attributes.color.resolved(for: appearance).composited(over: background)
                let ratio = ContrastRatio.between(foreground, background)
                let required = ContrastRatio.required(size: run.size, weight: run.attributes.font.weight.value)
                guard ratio < required else { continue }
                if worst.map({ ratio / required < $0.ratio / $0.required }) ?? true {
                    worst = (ratio, required, run.size, run.attributes.color.resolved(for: appearance), background, run.attributes)
                }
            }
        }
        guard let worst else { return }
        let ratio = AuditFinding.twoDecimals(worst.ratio, below: worst.required)
        add(.textContrast, severity, text.element,
            "\(text.element): contrast \(Self.format(ratio)):1 of \(Self.colour(worst.foreground)) on \(worst.background.hex) is below the "
            + "\(Self.format(worst.required)):1 that \(Self.format(worst.size)) pt text needs (WCAG 2.2 1.4.3)",
            figures: ["ratio": ratio, "required": worst.required], specKey: runKey(text, drawnWith: worst.attributes),
            frame: Self.frame(of: text.layout, within: text.visible))
    }

    /// The key of the attributed run drawn with `attributes` (`attributedPlaceholder[2].color`,
    /// or the run itself when it sets no colour): the first run whose colour and background
    /// resolve to the drawn ones, else the first that leaves the colour to its view; nil for
    /// a text that is not attributed (the finding points at the element).
    private func runKey(_ text: AuditedElements.Text, drawnWith attributes: TextAttributes) -> String? {
        guard let (key, runs) = text.attributed else { return nil }
        let colour = attributes.color.resolved(for: appearance), background = attributes.backgroundColor?.resolved(for: appearance)
        let matches = runs.indices.filter { runs[$0].backgroundColor?.resolved(for: appearance) == background }
        if let index = matches.first(where: { runs[$0].color?.resolved(for: appearance) == colour }) { return "\(key)[\(index)].color" }
        return matches.first(where: { runs[$0].color == nil }).map { "\(key)[\($0)]" }
    }

    /// clipped-text: an ellipsis, a line past the area the text shows in, or a line cut
    /// at its edge (`byClipping`).
    private mutating func checkClipping(_ text: AuditedElements.Text) {
        var reasons: [String] = []
        if text.layout.isTruncated { reasons.append("ends in an ellipsis (lines or characters dropped)") }
        let area = text.visible
        let lines = text.layout.lines
        let cutVertically = lines.filter { $0.baseline - $0.ascent < area.minY - Self.slack || $0.baseline + $0.descent > area.maxY + Self.slack }
        if !cutVertically.isEmpty {
            reasons.append("\(cutVertically.count) of \(lines.count) line\(lines.count == 1 ? "" : "s") past the \(Self.format(area.height)) pt it shows in")
        }
        if !text.scrolls {
            let wide = lines.filter { $0.clip != nil || $0.x < area.minX - Self.slack || $0.x + $0.width > area.maxX + Self.slack }
            if !wide.isEmpty { reasons.append("\(wide.count) line\(wide.count == 1 ? "" : "s") wider than the \(Self.format(area.width)) pt it shows in") }
        }
        guard !reasons.isEmpty else { return }
        let at = category.map { " at \($0.shortName) (\($0.rawValue))" } ?? (variant.isEmpty ? "" : " at \(variant)")
        add(.clippedText, .error, text.element, "\(text.element) is cut\(at): \(reasons.joined(separator: "; "))", frame: area)
    }

    /// target-size: under 24 × 24 pt is an error (WCAG 2.5.8; a size UIKit decides is
    /// exempt), under 44 × 44 pt a warning (Apple's HIG).
    private mutating func checkSize(_ target: AuditedElements.Target) {
        let (width, height) = (target.rect.width, target.rect.height)
        let threshold: Double = min(width, height) < 24 && !target.isSystemControl ? 24 : 44
        let figures = ["width": AuditFinding.twoDecimals(width, below: threshold), "height": AuditFinding.twoDecimals(height, below: threshold)]
        let size = "\(Self.format(figures["width"]!)) × \(Self.format(figures["height"]!)) pt"
        if min(width, height) < 24, !target.isSystemControl {
            add(.targetSize, .error, target.element, "\(target.element): the \(target.what) is \(size), under the 24 × 24 pt minimum (WCAG 2.2 2.5.8)",
                figures: figures, specKey: target.specKey, frame: target.rect)
        } else if min(width, height) < 44 {
            add(.targetSize, .warning, target.element, "\(target.element): the \(target.what) is \(size), under the 44 × 44 pt that Apple's HIG asks for",
                figures: figures, specKey: target.specKey, frame: target.rect)
        }
    }

    /// placeholder-as-label: a form's field whose placeholder is all that describes it.
    private mutating func checkLabel(_ input: AuditedElements.Input) {
        guard !input.hasLabelBefore, AuditedElements.saysSomething(input.placeholder) else { return }
        add(.placeholderAsLabel, .error, input.element,
            "\(input.element): only its placeholder \(Quoting.quoted(input.placeholder)) says what it is for, and it vanishes when typing starts; put a label before it",
            specKey: input.element + ".placeholder", frame: input.frame)
    }

    /// A colour as a reader can redo the figure from it: `#767676`, or a translucent one
    /// with its opacity as defined (`#3C3C43 at 30% opacity`, UIKit's placeholderText), not
    /// rounded to a byte (`#3C3C434D` is 30.2%).
    static func colour(_ rgba: RGBA) -> String {
        guard rgba.alpha < 1 else { return rgba.hex }
        var opaque = rgba
        opaque.alpha = 1
        return "\(opaque.hex) at \(CFormat.short(rgba.alpha * 100, decimals: 1))% opacity"
    }

    /// `value` to at most two decimals, without trailing zeros: `4.5`, `1.61`, `34`.
    static func format(_ value: Double) -> String { CFormat.short(value, decimals: 2) }

    /// The union of `layout`'s line boxes, cut to `area`; `area` when it has no lines.
    static func frame(of layout: TextLayout, within area: Rect) -> Rect {
        guard let first = layout.lines.first else { return area }
        var (minX, minY, maxX, maxY) = (first.x, first.top, first.x + first.width, first.top + first.height)
        for line in layout.lines {
            minX = min(minX, line.x); minY = min(minY, line.top)
            maxX = max(maxX, line.x + line.width); maxY = max(maxY, line.top + line.height)
        }
        let box = AuditedElements.intersection(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), area)
        return box.width > 0 && box.height > 0 ? box : area
    }
}
