import ArgumentParser
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderModel

/// The JSON outputs of the tool that other programs read, each with a format version at
/// its top level and a JSON Schema (draft 2020-12) in `docs/schemas/NAME.schema.json`,
/// printed by `placeholderkit schema --output NAME`. Each schema is made here, beside the
/// version constant of the type that writes the output, and the tests validate real
/// outputs against the files: every key required unless the writer leaves it out, and no
/// other allowed, so a writer and its schema cannot drift apart.
enum OutputSchema: String, CaseIterable, ExpressibleByArgument {
    /// `placeholderkit layout` (and, as its `document` definition, `NAME.layout.json` and
    /// `.layoutJSON` references).
    case layout
    /// `placeholderkit audit --json`.
    case audit
    /// `placeholderkit verify --json` and `merge-reports --json`.
    case verifyResults = "verify-results"
    /// A contact sheet's `index.json` (`render --contact-sheet`, `demo`, `audit --overlay`).
    case contactSheetIndex = "contact-sheet-index"
    /// `placeholderkit diff --json`.
    case diff
    /// `placeholderkit bench --json`.
    case bench

    /// `docs/schemas/NAME.schema.json`.
    var fileName: String { "\(rawValue).schema.json" }

    /// The format version the output carries now.
    var formatVersion: Int {
        switch self {
        case .layout: return LayoutDocument.outputFormatVersion
        case .audit: return AuditReport.formatVersion
        case .verifyResults: return VerifyResults.formatVersion
        case .contactSheetIndex: return ContactSheetIndex.currentFormat
        case .diff: return DiffCommand.Report.formatVersion
        case .bench: return BenchCommand.Document.formatVersion
        }
    }

    /// The schema, pretty-printed.
    var text: String { document.prettyPrinted + "\n" }

    var document: JSONValue {
        let id = "urn:placeholderkit:schema:\(rawValue):\(formatVersion)"
        switch self {
        case .layout: return LayoutSchema.document(id: id, version: formatVersion)
        case .audit: return AuditSchema.document(id: id, version: formatVersion)
        case .verifyResults: return VerifyResultsSchema.document(id: id, version: formatVersion)
        case .contactSheetIndex: return ContactSheetIndexSchema.document(id: id, version: formatVersion)
        case .diff: return ReportSchemas.diff(id: id, version: formatVersion)
        case .bench: return ReportSchemas.bench(id: id, version: formatVersion)
        }
    }
}
