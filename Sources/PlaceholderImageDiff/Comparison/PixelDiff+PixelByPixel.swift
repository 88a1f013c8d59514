extension PixelDiff {
    /// pixelmatch's loop in Swift, every pixel through the colour delta and the diff image
    /// drawn pixel by pixel: the reference the C kernel is held to (`Kernel.pixelByPixel`).
    /// Compares image rows `rows` held in `window`; `ignored` flags window pixels to skip;
    /// `output`, the diff image's rows from image row `outputStart` on, is drawn into when given.
    static func compareRowsPixelByPixel(_ rows: Range<Int>, in window: Window, options: DiffOptions, ignored: [Bool]?,
                                        output: UnsafeMutableBufferPointer<UInt8>?, outputStart: Int) -> RowCounts {
        let (a, b, width) = (window.expected, window.actual, window.width)
        let maxDelta = Self.maxDelta(options.threshold)
        var counts = RowCounts()
        for y in rows {
            for x in 0..<width {
                let pos = window.offset(x, y)
                let at = ((y - outputStart) * width + x) * 4
                if let ignored, ignored[pos / 4] {
                    if let output { drawHatch(x, y, at, into: output) }
                    continue
                }
                let delta = colorDelta(a, b, pos, pos, yOnly: false)
                let differs: Bool
                if let limit = options.perceptualDeltaE {
                    differs = delta != 0 && CIEDE2000.difference(a, pos, b, pos) > limit
                } else {
                    differs = abs(delta) > maxDelta
                }
                if differs {
                    if !options.includeAntialiasing
                        && (isAntialiased(a, x, y, window, b) || isAntialiased(b, x, y, window, a)) {
                        counts.antialiased += 1
                        if let output { draw(antialiasingColor, at, into: output) }
                    } else {
                        counts.mismatch(x, y)
                        if let output { draw(delta < 0 ? darkerMismatchColor : mismatchColor, at, into: output) }
                    }
                } else if let output {
                    drawGray(a, pos, at, into: output)
                }
            }
        }
        return counts
    }

    // MARK: pixelmatch's colour metric

    /// pixelmatch's limit on the squared YIQ distance for `threshold`: 35215 × threshold ×
    /// threshold, in single precision with the threshold as a float, as pybind11-pixelmatch
    /// (pixelmatch's C++) computes it.
    static func maxDelta(_ threshold: Double) -> Float {
        let threshold = Float(threshold)
        return 35215 * threshold * threshold
    }

    /// Squared YIQ distance between pixel k of `a` and pixel m of `b` (or the brightness
    /// difference alone), negative when `b`'s pixel is darker: pixelmatch's colorDelta as
    /// its C++ computes it, in single precision, each blended component cut to a byte.
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Float {
        var r1 = Float(a[k]), g1 = Float(a[k + 1]), b1 = Float(a[k + 2])
        let a1 = a[k + 3]
        var r2 = Float(b[m]), g2 = Float(b[m + 1]), b2 = Float(b[m + 2])
        let a2 = b[m + 3]
        if a1 == a2 && a[k] == b[m] && a[k + 1] == b[m + 1] && a[k + 2] == b[m + 2] { return 0 }
        if a1 < 255 {
            let alpha = Float(a1) / 255
            r1 = blendByte(r1, alpha); g1 = blendByte(g1, alpha); b1 = blendByte(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Float(a2) / 255
            r2 = blendByte(r2, alpha); g2 = blendByte(g2, alpha); b2 = blendByte(b2, alpha)
        }
        let y1 = rgb2y(r1, g1, b1)
        let y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    static func rgb2y(_ r: Float, _ g: Float, _ b: Float) -> Float { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func rgb2i(_ r: Float, _ g: Float, _ b: Float) -> Float { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func rgb2q(_ r: Float, _ g: Float, _ b: Float) -> Float { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    /// A colour component of opacity `alpha` over white, cut to a whole byte as
    /// pixelmatch's C++ stores it (the value lies in [c, 255]).
    static func blendByte(_ c: Float, _ alpha: Float) -> Float { Float(UInt8(255 + (c - 255) * alpha)) }

    /// The brightness and the blend the diff image's greys and the perceptual test use,
    /// in double precision (pixelmatch's JavaScript): they are this project's, not part of
    /// pixelmatch's count.
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    /// A colour component of opacity `alpha` over white.
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    // MARK: anti-aliasing detection

    /// Whether pixel (x1, y1) of `image` looks like anti-aliasing: it has both darker and
    /// brighter neighbours, at most two equal ones, and its darkest or brightest neighbour
    /// sits in a flat area in both images. The neighbour order (x outer, y inner) matters
    /// for ties and is pixelmatch's.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ window: Window,
                              _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, window.width - 1), y2 = min(y1 + 1, window.height - 1)
        let pos = window.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum: Float = 0, maximum: Float = 0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, pos, window.offset(x, y), yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY, window) && hasManySiblings(other, minX, minY, window))
            || (hasManySiblings(image, maxX, maxY, window) && hasManySiblings(other, maxX, maxY, window))
    }

    /// Whether the pixel has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ window: Window) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, window.width - 1), y2 = min(y1 + 1, window.height - 1)
        let pos = window.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let pos2 = window.offset(x, y)
                if image[pos] == image[pos2] && image[pos + 1] == image[pos2 + 1]
                    && image[pos + 2] == image[pos2 + 2] && image[pos + 3] == image[pos2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
