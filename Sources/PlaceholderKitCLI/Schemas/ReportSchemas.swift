import PlaceholderModel

/// The schemas of the small one-object outputs: `diff --json` (``DiffCommand/Report``) and
/// `bench --json` (``BenchCommand/Document``).
enum ReportSchemas {
    typealias S = SchemaNode

    static func diff(id: String, version: Int) -> JSONValue {
        let root = S.object("What placeholderkit diff --json prints.", required: [
            ("antialiasedPixels", S.integer), ("formatVersion", S.constant(version)), ("height", S.integer),
            ("mismatchedPixels", S.integer), ("passed", S.boolean), ("ratio", S.number), ("width", S.integer),
        ])
        return S.document(id: id, title: "placeholderkit diff --json",
                          description: "Two PNGs compared with pixelmatch's semantics: their size, the mismatched and anti-aliased "
                            + "pixels, the mismatched share and whether it is within the tolerance.",
                          root: root, definitions: [])
    }

    static func bench(id: String, version: Int) -> JSONValue {
        let root = S.object("What placeholderkit bench --json prints.", required: [
            ("figures", S.array(S.ref("figure"))), ("formatVersion", S.constant(version)), ("seconds", S.number), ("version", S.string),
        ])
        let figure = S.object("One measurement: its key, what it measures, the median seconds an operation.", required: [
            ("key", S.string), ("label", S.string), ("secondsPerOperation", S.number),
        ])
        return S.document(id: id, title: "placeholderkit bench --json",
                          description: "The figures of a benchmark run; version is the tool's, seconds the time given each measurement.",
                          root: root, definitions: [("figure", figure)])
    }
}
