import FoundationEssentials
import PlaceholderFormat

/// A spec type that a `kind` names: how it is read at the top of a spec (``Mockup``) and
/// as a form's child (``FormChild``). `MockupKind.specType` is the one place a kind's word
/// meets its type; decoding and the command line's flags read it.
protocol KindSpec: SpecObject, ViewSpec {
    /// Reads a spec of this kind at the top, or throws a ``ModelError`` when the kind may
    /// only be a form's child.
    static func mockup(from decoder: Decoder) throws -> Mockup
    /// Reads a form's child of this kind, or throws a ``ModelError`` under the child's path
    /// when a form cannot hold one.
    static func formChild(from decoder: Decoder) throws -> FormChild
    /// The kind's objects among the schema's definitions (`SpecSchema.definitions`): its
    /// spec's, a form's child's, and those of objects only it holds (`KindSchemas.swift`).
    static var schemaDefinitions: [SchemaDefinition] { get }
}

extension KindSpec where Self: MockupValue {
    static func mockup(from decoder: Decoder) throws -> Mockup { try Self(from: decoder).mockup }
}

extension KindSpec where Self: FormChildValue {
    static func formChild(from decoder: Decoder) throws -> FormChild { try decodeAsChild(from: decoder).formChild }
}

extension MockupKind {
    /// Whether a spec may be of this kind (a label is a form's child only).
    var isMockup: Bool { specType is any MockupValue.Type }
    /// Whether a form may hold one.
    var isFormChild: Bool { specType is any FormChildValue.Type }
    /// Its name among the schema's definitions as a form's child: `formTextField`.
    var childSchemaName: String { "form" + rawValue.initialCapital }

    /// The kind's spec type: adding a kind is a case here and its type's conformances.
    var specType: any KindSpec.Type {
        switch self {
        case .textView: PlaceholderTextView.self
        case .textField: PlaceholderTextField.self
        case .form: PlaceholderForm.self
        case .label: PlaceholderLabel.self
        }
    }
}

extension PlaceholderTextView: KindSpec {}

extension PlaceholderTextField: KindSpec {}

extension PlaceholderForm: KindSpec {
    static func formChild(from decoder: Decoder) throws -> FormChild {
        throw ModelError(field: ModelError.path(decoder.codingPath) + ".kind", problem: "a form cannot hold a form; give label, textField or textView")
    }
}

extension PlaceholderLabel: KindSpec {
    static func mockup(from decoder: Decoder) throws -> Mockup {
        throw ModelError(field: "kind", problem: "a label is drawn only inside a form; give textView, textField or form")
    }
}
