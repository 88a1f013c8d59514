import PlaceholderFormat
import PlaceholderImage
import Testing

/// Numbers as messages, the audit, the contact sheet and layout diffs write them: one
/// helper, `CFormat.short`, so a size reads the same everywhere.
@Suite struct ShortNumberTests {
    @Test(arguments: [(4.0, "4"), (0.5, "0.5"), (-12.0, "-12"), (0.1, "0.1"), (1e-7, "1e-07"), (1e20, "1e+20")])
    func exactNumbersKeepEveryDigitAndNoTrailingZero(value: Double, text: String) {
        #expect(CFormat.short(value) == text)
    }

    @Test(arguments: [(1.6124, 2, "1.61"), (4.5, 2, "4.5"), (34.0, 2, "34"), (120.001, 2, "120"), (-0.001, 2, "0"),
                      (27.94, 1, "27.9"), (0.125, 3, "0.125"), (2.0, 0, "2")])
    func roundedNumbersDropTrailingZerosAndTheirPoint(value: Double, decimals: Int, text: String) {
        #expect(CFormat.short(value, decimals: decimals) == text)
    }
}
