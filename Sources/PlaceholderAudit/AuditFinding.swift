import FoundationEssentials
import PlaceholderModel

/// One thing an audit found: which spec and variant, which rule, how bad, where in the
/// spec (``element``), a sentence a person reads, and the rule's figures.
public struct AuditFinding: Equatable, Sendable, Encodable {
    /// The spec's name (its file name without `.json`).
    public var spec: String
    /// The variant's output-name suffix without its first dot (`dark.AX5`, `@3x`); empty
    /// for a spec without variants, `*` for a finding about the whole matrix.
    public var variant: String
    public var rule: AuditRule
    public var severity: AuditSeverity
    /// A path into the spec, as its keys and indices write it: `placeholder`,
    /// `children[2].placeholder`, `children[0]`; the view itself is its kind.
    public var element: String
    /// One line: what is wrong, with the figures, and what the guideline asks.
    public var message: String
    /// The rule's numbers: `ratio` and `required` (two decimals, never rounded
    /// up to the threshold, so `ratio < required` exactly when the rule fails) for contrast, `width` and `height` in points
    /// for a target.
    public var figures: [String: Double]
    /// The key in the spec file the finding is about (`children[2].clearButtonMode`), to
    /// point an editor at its line; not part of the JSON.
    public var specKey: String
    /// Where it is in the variant's image, in points; nil for a finding about the spec.
    public var frame: Rect?

    public init(spec: String, variant: String, rule: AuditRule, severity: AuditSeverity, element: String, message: String,
                figures: [String: Double] = [:], specKey: String? = nil, frame: Rect? = nil) {
        self.spec = spec
        self.variant = variant
        self.rule = rule
        self.severity = severity
        self.element = element
        self.message = message
        self.figures = figures
        self.specKey = specKey ?? element
        self.frame = frame
    }

    /// The figures flattened into the finding's object, beside its fields.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        func key(_ name: String) -> AnyCodingKey { AnyCodingKey(stringValue: name) }
        try container.encode(spec, forKey: key("spec"))
        try container.encode(variant, forKey: key("variant"))
        try container.encode(rule, forKey: key("rule"))
        try container.encode(severity, forKey: key("severity"))
        try container.encode(element, forKey: key("element"))
        try container.encode(message, forKey: key("message"))
        for (name, value) in figures { try container.encode(value, forKey: key(name)) }
        if let frame { try container.encode(frame, forKey: key("frame")) }
    }

    /// `value` to two decimals, as the figures are given, never rounded up to or past the
    /// `threshold` it is below: a contrast of 4.478:1 reads 4.48, but 4.49999:1 reads 4.49,
    /// not the 4.5 it fails to reach.
    static func twoDecimals(_ value: Double, below threshold: Double) -> Double {
        let rounded = (value * 100).rounded() / 100
        return value < threshold && rounded >= threshold ? (value * 100).rounded(.down) / 100 : rounded
    }
}
