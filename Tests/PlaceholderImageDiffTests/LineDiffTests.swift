import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

@Suite struct LineDiffTests {
    @Test func identicalTextsHaveNoChanges() {
        let diff = LineDiff(reference: "a\nb\nc", actual: "a\nb\nc")
        #expect(diff.edits.allSatisfy { if case .same = $0 { true } else { false } })
        #expect(diff.unified().isEmpty)
    }

    @Test func aChangedNumberReadsAsOneRemovedAndOneAddedLine() {
        let reference = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let actual = reference.replacingOccurrences(of: "line 10", with: "line ten")
        let diff = LineDiff(reference: reference, actual: actual)
        #expect(diff.summary == "1 line removed, 1 added")
        #expect(diff.unified() == """
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13
            """)
    }

    @Test func editScriptTurnsTheReferenceIntoTheActualTextAndIsShortest() {
        let reference = "a\nb\nc\nd\ne\nf"
        let actual = "a\nc\nd\nx\ne\nf\ng"
        let diff = LineDiff(reference: reference, actual: actual)
        let rebuiltReference = diff.edits.compactMap { edit -> String? in
            switch edit { case .same(let t), .removed(let t): t; case .added: nil }
        }
        let rebuiltActual = diff.edits.compactMap { edit -> String? in
            switch edit { case .same(let t), .added(let t): t; case .removed: nil }
        }
        #expect(rebuiltReference.joined(separator: "\n") == reference)
        #expect(rebuiltActual.joined(separator: "\n") == actual)
        // b removed; x and g added: three edits is the minimum.
        #expect(diff.edits.filter { if case .same = $0 { false } else { true } }.count == 3)
    }

    @Test func unrelatedLargeTextsStayBoundedAndCorrect() {
        let reference = (0..<5000).map { "r\($0)" }.joined(separator: "\n")
        let actual = (0..<5000).map { "a\($0)" }.joined(separator: "\n")
        let diff = LineDiff(reference: reference, actual: actual)
        #expect(diff.summary == "5000 lines removed, 5000 added")
        let output = diff.unified(limit: 50)
        #expect(output.split(separator: "\n").count == 51)
        #expect(output.hasSuffix("more diff lines"))
    }
}

@Suite struct DiffingTests {
    @Test func imageDiffingPassesWithinToleranceAndExplainsFailures() throws {
        let white = try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        var dot = white
        dot[1, 1] = (0, 0, 0, 255)
        #expect(Diffing.image().diff(white, white) == nil)
        #expect(Diffing.image(tolerance: Tolerance(maxDiffPixels: 1)).diff(white, dot) == nil)
        let difference = try #require(Diffing.image().diff(white, dot))
        #expect(difference.summary == "1 pixels differ (6.25% of 4×4); tolerance 0 pixels")
        let artifact = try #require(difference.artifacts.first)
        #expect(artifact.kind == "diff" && artifact.pathExtension == "png")
        let pixel = try PNGCodec.decode(artifact.data)[1, 1]
        #expect((pixel.r, pixel.g, pixel.b) == PixelDiff.darkerMismatchColor)
    }

    @Test func textDiffingRoundTripsAndShowsTheLinesThatMoved() throws {
        let lines = Diffing<String>.lines
        #expect(try lines.fromData(lines.toData("x\ny")) == "x\ny")
        #expect(throws: SnapshotError.self) { try lines.fromData(Data([0xFF, 0xFE])) }
        let difference = try #require(lines.diff("\"x\" : 1,\n\"y\" : 2", "\"x\" : 1,\n\"y\" : 3"))
        #expect(difference.details?.contains("-\"y\" : 2\n+\"y\" : 3") == true)
        #expect(difference.artifacts.map(\.pathExtension) == ["diff"])
    }
}

/// Arrays under some keys shown as one line in a text diff, unless they are the change.
@Suite struct CollapsedLineDiffTests {
    static let reference = """
        {
          "frame" : {
            "x" : 5
          },
          "glyphs" : [
            {
              "id" : 1
            },
            {
              "id" : 2
            }
          ]
        }
        """

    @Test func arraysAreOneLineWhenOtherLinesChanged() throws {
        let actual = Self.reference.replacingOccurrences(of: "\"x\" : 5", with: "\"x\" : 7").replacingOccurrences(of: "\"id\" : 2", with: "\"id\" : 3")
        let difference = try #require(Diffing<String>.lines(collapsing: ["glyphs"]).diff(Self.reference, actual))
        let details = try #require(difference.details)
        #expect(details.contains("-    \"x\" : 5\n+    \"x\" : 7"))
        // Both sides' arrays have two entries; their checksums differ, so the line shows as changed.
        let glyphLines = details.split(separator: "\n").filter { $0.contains("\"glyphs\" : [… 2 entries, checksum ") }
        #expect(glyphLines.count == 2 && glyphLines[0].hasPrefix("-") && glyphLines[1].hasPrefix("+"), "\(details)")
        #expect(!details.contains("\"id\""))
        // The artifact keeps every line.
        #expect(String(decoding: difference.artifacts[0].data, as: UTF8.self).contains("+      \"id\" : 3"))
        #expect(difference.artifacts.map { "\($0.kind).\($0.pathExtension)" } == ["changes.diff"])
    }

    @Test func arraysAreShownWhenTheyAloneChanged() throws {
        let actual = Self.reference.replacingOccurrences(of: "\"id\" : 2", with: "\"id\" : 3")
        let details = try #require(Diffing<String>.lines(collapsing: ["glyphs"]).diff(Self.reference, actual)?.details)
        #expect(details.contains("-      \"id\" : 2\n+      \"id\" : 3"))
    }
}
