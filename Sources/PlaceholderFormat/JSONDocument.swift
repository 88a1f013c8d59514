import FoundationEssentials

/// How every JSON document PlaceholderKit writes is laid out: a spec, a layout, a report,
/// a bill of materials, a provenance file.
public enum JSONDocument {
    /// `value` as JSON: two spaces a level, keys sorted and slashes left as they are, so
    /// the same value always gives the same bytes and a diff of two shows what changed.
    public static func data<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
