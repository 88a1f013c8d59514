import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8 and compared line by line; a difference fails with a unified
    /// line diff as its details and as a `.diff` artifact, so a change reads as the lines
    /// that changed.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError(problem: "the reference is not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let diff = LineDiff(reference: reference, actual: actual)
                return Difference(summary: diff.summary, details: diff.unified(),
                                  artifacts: [Artifact(kind: "diff", pathExtension: "diff", data: Data(diff.unified(limit: .max).utf8))])
            })
    }
}
