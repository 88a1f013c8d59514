import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// Issue 17: layout work and memory stay proportional to what is shown and bounded by the
/// limits, checked by what is done rather than by how long it takes.
@Suite struct BoundedWorkTests {
    /// 2,000 paragraphs, each different, so each is shaped (and cached) on its own.
    static let paragraphs = (1...2_000).map { "Paragraph \($0) of a long placeholder" }.joined(separator: "\n")

    @Test func aTruncatedTextShapesOnlyTheParagraphsItKeeps() throws {
        let engine = TextLayoutEngine(fonts: .shared)
        let layout = try engine.layout(Self.paragraphs, style: TextStyle(), width: 400, maxLines: 2)
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(layout.lines[1].text == "Paragraph 2 of a long placeholder…")
        // The kept paragraphs and the candidates for the ellipsis line (a binary search):
        // a handful, nothing of the 1,998 paragraphs dropped.
        #expect(engine.shaper.cached.runs < 20, "\(engine.shaper.cached.runs) runs shaped")

        let tall = TextLayoutEngine(fonts: .shared)
        let kept = try tall.layout(Self.paragraphs, style: TextStyle(), width: 400, maxHeight: 100)
        #expect(kept.isTruncated && kept.lines.count < 10)
        #expect(tall.shaper.cached.runs < kept.lines.count + 20, "\(tall.shaper.cached.runs) runs shaped")

        let whole = TextLayoutEngine(fonts: .shared)
        #expect(try whole.layout(Self.paragraphs, style: TextStyle(), width: 400).lines.count == 2_000)
        #expect(whole.shaper.cached.runs == 2_000)
    }

    @Test func theShapingCacheHoldsAtMostItsCapacity() throws {
        let face = try FontLibrary.shared.resolve(.system).face
        let shaper = Shaper(capacity: (runs: 10, glyphs: 1_000))
        for index in 0..<50 {
            let units = Array("Run \(index) shaped once, kept only while the cache has room".utf16)
            _ = shaper.shape(units[...], face: face, rightToLeft: false, script: CharacterClass.script("R"), language: nil)
            #expect(shaper.cached.runs <= 10 && shaper.cached.glyphs <= 1_000, "\(shaper.cached)")
        }
        #expect(shaper.cached.runs > 0)
    }
}
