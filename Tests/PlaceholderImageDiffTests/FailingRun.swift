import Foundation
import PlaceholderImage
import PlaceholderImageDiff

/// The outcomes of a real failing run, made by ``SnapshotVerifier`` in a scratch folder,
/// given in an order the report must change: a passed, a new (record mode never) and a
/// rewritten (all) snapshot, then a failed image, a failed text snapshot whose lines hold
/// markup, and an obsolete reference. Names hold characters that need escaping in HTML
/// and in URLs.
struct FailingRun {
    /// The scratch folder: `refs/`, `artifacts/`, and `report/` once written.
    let folder: URL
    let outcomes: [SnapshotOutcome]
    /// The failed image's name.
    static let failedImage = "zeta #2 <b>&?"

    init() throws {
        folder = try Fixture.temporaryFolder()
        let references = folder.appendingPathComponent("refs"), artifacts = folder.appendingPathComponent("artifacts")
        func reference(_ name: String, _ image: RGBAImage) throws -> URL {
            let url = references.appendingPathComponent("\(name).png")
            try AtomicFile.write(PNGCodec.encode(image), to: url)
            return url
        }
        func images(_ mode: RecordMode) -> SnapshotVerifier<RGBAImage> { SnapshotVerifier(mode: mode, artifacts: artifacts) }
        let expected = try Self.card(boxAt: 40), actual = try Self.card(boxAt: 70)

        let passed = images(.never).verify(expected, reference: try reference("alpha", expected), name: "alpha")
        let new = images(.never).verify(actual, reference: references.appendingPathComponent("beta.png"), name: "beta")
        let recorded = images(.all).verify(actual, reference: try reference("gamma", expected), name: "gamma")
        let failed = images(.never).verify(actual, reference: try reference(Self.failedImage, expected), name: Self.failedImage)
        let layoutReference = references.appendingPathComponent("layout.1.json")
        try AtomicFile.write(Data("{\n  \"text\" : \"<b>Hi</b>\",\n  \"x\" : 5\n}\n".utf8), to: layoutReference)
        let layout = SnapshotVerifier(diffing: .lines, pathExtension: "json", mode: .never, artifacts: artifacts)
            .verify("{\n  \"text\" : \"<b>Hi</b>\",\n  \"x\" : 7\n}\n", reference: layoutReference, name: "layout.1")
        let obsolete = SnapshotOutcome(name: "old & gone", status: .obsolete, message: "no spec produces old & gone",
                                       reference: try reference("old & gone", expected))
        outcomes = [passed, new, recorded, failed, layout, obsolete]
    }

    /// A 300×120 card: light grey, with a dark blue 80×60 box `x` pixels from the left.
    static func card(boxAt x: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: 300, height: 120, fill: (236, 236, 240, 255))
        for row in 30..<90 { for column in x..<(x + 80) { image[column, row] = (20, 40, 120, 255) } }
        return image
    }

    /// Writes the report into `report/`; returns its `index.html`.
    func report() throws -> URL {
        try HTMLReport.write(outcomes, title: "placeholderkit verify: a failing run", to: folder.appendingPathComponent("report"))
    }
}
