import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderAudit
@testable import PlaceholderGeometry
@testable import PlaceholderModel
@testable import PlaceholderRendering

/// Every kind is read by each layer through that layer's protocol (AddingAKind), so a kind
/// whose types miss one would stop at a precondition the first time a spec of it is drawn.
/// These tests name the missing conformance instead, for every kind `MockupKind` lists.
@Suite struct KindConformanceTests {
    /// A spec of each kind, laid out: the examples, each form's children among them.
    static func laidOutExamples() throws -> (mockups: [MockupLayout], children: [FormLayout.Child]) {
        let mockups = try LayoutDocumentJSONTests.names.map {
            try Mockup(json: Data(contentsOf: LayoutDocumentJSONTests.examples.appendingPathComponent($0))).layout()
        }
        return (mockups, mockups.compactMap { $0.layout(as: FormLayout.self) }.flatMap(\.children))
    }

    @Test func everyKindsSpecIsReadByTheGeometry() {
        for kind in MockupKind.allCases {
            let type = kind.specType
            #expect(type.kind == kind, "\(type)'s kind is \(type.kind), but MockupKind.specType gives it for \(kind)")
            #expect(type is any MockupValue.Type || type is any FormChildValue.Type, "\(type) is neither a mockup nor a form's child")
            if type is any MockupValue.Type { #expect(type is any LaidOutAlone.Type, "\(type) does not conform to LaidOutAlone") }
            if type is any FormChildValue.Type { #expect(type is any LaidOutInForm.Type, "\(type) does not conform to LaidOutInForm") }
        }
    }

    /// The schema (and the reference's tables) hold every kind a spec may be and every kind
    /// a form may hold, each under its name.
    @Test func everyKindIsInTheSchema() {
        let names = Set(SpecSchema.definitions.map(\.name))
        for kind in MockupKind.allCases {
            if kind.isMockup { #expect(names.contains(kind.specType.schemaName), "\(kind) has no schema definition") }
            if kind.isFormChild { #expect(names.contains(kind.childSchemaName), "\(kind) as a form's child has no schema definition") }
            #expect(kind.isMockup || kind.isFormChild, "\(kind) is neither a spec's kind nor a form's child")
        }
    }

    @Test func everyKindHasAnExampleAndEachLayerReadsItsLayout() throws {
        let (mockups, children) = try Self.laidOutExamples()
        let childKinds = mockups.compactMap { $0.layout(as: FormLayout.self) }.flatMap(\.form.children).map(\.kind)
        let kinds = Set(mockups.map(\.mockup.kind) + childKinds)
        #expect(kinds == Set(MockupKind.allCases), "every kind has an example in examples/ (AddingAKind)")
        for layout in mockups {
            let kind = layout.mockup.kind
            #expect(layout.kindLayout is any PaintedAlone, "\(kind)'s layout does not conform to PaintedAlone")
            #expect(layout.kindLayout is any AuditedLayout, "\(kind)'s layout does not conform to AuditedLayout")
        }
        for child in children {
            #expect(child.kindLayout is any PaintedInForm, "\(type(of: child.layout)) does not conform to PaintedInForm")
            #expect(child.kindLayout is any AuditedChild, "\(type(of: child.layout)) does not conform to AuditedChild")
        }
    }

    /// A kind is what the spec says, whichever way the value was made.
    @Test func aMockupAndAChildSayTheirKindAndCompareByValue() throws {
        let field = PlaceholderTextField(width: 200)
        #expect(field.mockup.kind == .textField && FormChild.textField(field).kind == .textField)
        #expect(field.mockup == .textField(field) && field.mockup != .textView(PlaceholderTextView(width: 200, height: 40)))
        var other = field
        other.placeholder = "Name"
        #expect(field.mockup != other.mockup && FormChild.textField(field) != FormChild.textField(other))
        #expect(field.mockup.spec(as: PlaceholderTextField.self) == field && field.mockup.spec(as: PlaceholderForm.self) == nil)
    }
}
