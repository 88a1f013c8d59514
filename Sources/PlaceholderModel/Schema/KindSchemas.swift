// Each kind's objects among the schema's definitions (`KindSpec.schemaDefinitions`), in
// the order `SpecSchema.definitions` lists them and the spec reference shows their tables.

extension PlaceholderTextView {
    static var schemaDefinitions: [SchemaDefinition] {
        [SpecSchema.kind(Self.self, title: "Text view", heading: nil), SpecSchema.child(Self.self, title: "Form text view", what: "A text view in a form")]
    }
}

extension PlaceholderTextField {
    static var schemaDefinitions: [SchemaDefinition] {
        [SpecSchema.kind(Self.self, title: "Text field", heading: "A text field's spec (`\"kind\": \"textField\"`)."),
         SpecSchema.object(TextFieldAccessory.self, title: "Text field accessory", heading: "Fields of a text field's `leftView` and `rightView`."),
         SpecSchema.child(Self.self, title: "Form text field", what: "A text field in a form")]
    }
}

extension PlaceholderForm {
    static var schemaDefinitions: [SchemaDefinition] {
        [SpecSchema.kind(Self.self, title: "Form", heading: "A form's spec (`\"kind\": \"form\"`).")]
    }
}

extension PlaceholderLabel {
    static var schemaDefinitions: [SchemaDefinition] {
        [SpecSchema.child(Self.self, title: "Form label", what: "A label in a form", heading: """
            A label in a form's `children` (`"kind": "label"`). A text field or text view there takes its own spec's \
            fields except \(FormChild.inheritedKeyList()), which the form sets (`kind` is then required); its height \
            is optional and defaults to auto.
            """)]
    }
}
