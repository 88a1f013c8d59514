import PlaceholderGeometry
import PlaceholderModel

/// A kind's layout as the audit reads it: the texts it shows and the targets it offers.
/// `AuditedElements` reads each kind, and a form each child, through it.
protocol AuditedLayout {
    /// Adds the view's texts and targets, placed at `place`.
    func addElements(to elements: inout AuditedElements, at place: AuditedElements.Place)
}

/// A kind's layout as the audit reads it in a form: whether it is an input a label should
/// come before, and whether it is a label for the next one.
protocol AuditedChild: AuditedLayout {
    /// The placeholder of an input (a text field, a text view); nil for a label.
    var inputPlaceholder: String? { get }
    /// Whether it labels the child after it: a label that says something.
    var labelsNext: Bool { get }
}

extension AuditedChild {
    /// An input labels nothing.
    var labelsNext: Bool { false }
}

extension TextViewLayout: AuditedChild {
    var inputPlaceholder: String? { view.placeholderRuns.joinedText }

    func addElements(to elements: inout AuditedElements, at place: AuditedElements.Place) {
        let background = view.backgroundColor.resolved(for: elements.appearance).composited(over: place.background)
        let bounds = place.moved(self.bounds)
        let visible = AuditedElements.intersection(bounds, place.within)
        elements.addViewText(.text, text, shown: textVisible, runs: view.attributedText, at: place, visible: visible, background: background)
        elements.addViewText(.placeholder, placeholder, shown: placeholderVisible, runs: view.attributedPlaceholder, at: place, visible: visible,
                             background: background)
        elements.targets.append(.init(element: place.element(kind: view.kind), specKey: place.specKey, what: "text view", rect: bounds))
    }
}

extension TextFieldLayout: AuditedChild {
    var inputPlaceholder: String? { field.placeholderRuns.joinedText }

    func addElements(to elements: inout AuditedElements, at place: AuditedElements.Place) {
        let background = field.effectiveBackgroundColor.resolved(for: elements.appearance).composited(over: place.background)
        let bounds = place.moved(self.bounds)
        let textRect = AuditedElements.intersection(place.moved(self.textRect), place.within)
        elements.addViewText(.text, text, shown: textVisible, runs: field.attributedText, at: place, visible: textRect, background: background,
                             scrolls: field.isEditing)
        elements.addViewText(.placeholder, placeholder, shown: placeholderVisible, runs: field.attributedPlaceholder, at: place, visible: textRect,
                             background: background)
        for (name, label, rect) in [("leftView", leftLabel, leftView), ("rightView", rightLabel, rightView)] {
            guard let label, let rect else { continue }
            elements.texts.append(.init(element: place.path + name, role: .label, layout: place.moved(label),
                                        visible: AuditedElements.intersection(place.moved(rect), place.within), background: background))
        }
        elements.targets.append(.init(element: place.element(kind: field.kind), specKey: place.specKey, what: "text field", rect: bounds))
        if let clearButton {
            elements.targets.append(.init(element: place.path + "clearButton", specKey: place.path + "clearButtonMode", what: "clear button",
                                          rect: place.moved(clearButton), isSystemControl: true))
        }
    }
}

extension LabelLayout: AuditedChild {
    var inputPlaceholder: String? { nil }
    var labelsNext: Bool { AuditedElements.saysSomething(label.textRuns.joinedText) }

    func addElements(to elements: inout AuditedElements, at place: AuditedElements.Place) {
        let background = label.backgroundColor.resolved(for: elements.appearance).composited(over: place.background)
        elements.texts.append(.init(element: place.path + "text", role: .label, layout: place.moved(text), visible: place.within, background: background))
    }
}

extension FormLayout: AuditedLayout {
    /// Each child's, over the form's background; each input notes whether a label that
    /// says something comes right before it.
    func addElements(to elements: inout AuditedElements, at place: AuditedElements.Place) {
        let background = form.backgroundColor.resolved(for: elements.appearance).composited(over: place.background)
        var previousIsLabel = false
        for (index, child) in children.enumerated() {
            let path = place.path + "children[\(index)]."
            let frame = place.moved(child.frame)
            let childPlace = AuditedElements.Place(path: path, dx: frame.x, dy: frame.y,
                                                   within: AuditedElements.intersection(frame, place.moved(bounds)), background: background)
            let audited = kindConformance(of: child.kindLayout, to: (any AuditedChild).self)
            audited.addElements(to: &elements, at: childPlace)
            if let placeholder = audited.inputPlaceholder {
                elements.inputs.append(.init(element: childPlace.specKey, frame: frame, placeholder: placeholder, hasLabelBefore: previousIsLabel))
            }
            previousIsLabel = audited.labelsNext
        }
    }
}
