/// The one rule for a spec's `ignoreRegions`: each lies inside the view's bounds (its size
/// greater than 0 is `Rect`'s own bound). Before an `auto` height is sized only the width
/// is known, so a spec's `validate()` checks the width alone then; every layout checks the
/// regions again once the height is known (a text view validates its sized copy, a text
/// field and a form check after sizing), so a region is judged against the height the
/// image has, never against the stand-in of an unsized one.
package enum IgnoreRegions {
    /// Throws a ``ModelError`` naming the first region of `regions` outside a view `width`
    /// wide and `height` tall (nil: not sized yet); `kind` names the view in the message.
    package static func validate(_ regions: [Rect], width: Double, height: Double?, kind: String, path: String = "") throws {
        for (index, region) in regions.enumerated() where region.maxX > width || height.map({ region.maxY > $0 }) == true {
            let size = height.map { "\(width)×\($0)" } ?? "\(width) points wide"
            throw ModelError(field: fieldPath(path, "ignoreRegions[\(index)]"), problem: "must lie inside the \(size) \(kind)")
        }
    }
}
