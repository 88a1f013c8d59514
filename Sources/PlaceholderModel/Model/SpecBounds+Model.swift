
// The bounds whose numbers are the model's own limits: a side of the view, a length, a
// text's length. The spec layer's general bounds are in Spec/SpecBounds.swift.

extension SpecBounds where Value == SpecHeight {
    /// A side of the view: points greater than 0 (or `auto`, for a height). The most a
    /// side can be depends on the scale, so ``PlaceholderTextView/validate()`` checks it
    /// against the pixel limits after every field's own bounds; the schema gives the
    /// largest side at the smallest scale.
    static var side: SpecBounds {
        SpecBounds(problem: { height in
            guard case .points(let points) = height else { return nil }
            return points.isFinite && points > 0 ? nil : "must be a finite number greater than 0"
        }, schema: { [] }, summary: { SpecBounds<Double>.side.summary() })
    }
}

extension SpecBounds where Value == Double {
    /// The width of the view: see ``SpecBounds/side`` of a height.
    static var side: SpecBounds {
        SpecBounds(problem: { $0.isFinite && $0 > 0 ? nil : "must be a finite number greater than 0" },
                   schema: { [("exclusiveMinimum", .number(0)), ("maximum", .number(PlaceholderTextView.maximumSide))] },
                   summary: {
                       "greater than 0; at most \(PlaceholderTextView.maximumPixelsPerSide) pixels a side and "
                           + "\(PlaceholderTextView.maximumPixelCount / 1_000_000) megapixels in all at `scale`"
                   })
    }
}

extension SpecBounds where Value == String {
    /// Text of at most ``PlaceholderTextView/maximumTextLength`` UTF-16 code units.
    static var textLength: SpecBounds {
        SpecBounds(problem: { text in
            let count = text.utf16.count
            return count <= PlaceholderTextView.maximumTextLength ? nil : textLengthProblem(count)
        }, schema: { [("maxLength", .number(Double(PlaceholderTextView.maximumTextLength)))] },
        summary: { "at most \(grouped(PlaceholderTextView.maximumTextLength)) UTF-16 code units" })
    }

    /// The problem of text `count` UTF-16 code units long: over the limit.
    static func textLengthProblem(_ count: Int) -> String {
        "is \(count) UTF-16 code units long, over the limit of \(grouped(PlaceholderTextView.maximumTextLength))"
    }
}

extension SpecBounds where Value == Double {
    /// A length in points, 0 to ``PlaceholderTextView/maximumLength`` (insets, padding,
    /// corner radius, border width).
    static func length() -> SpecBounds { length(maximum: PlaceholderTextView.maximumLength) }
}
