import FoundationEssentials
import Glibc

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation) between sRGB
/// pixels blended over white, through CIELAB with a D65 white point.
enum CIEDE2000 {
    static func difference(_ a: UnsafeBufferPointer<UInt8>, _ k: Int, _ b: UnsafeBufferPointer<UInt8>, _ m: Int) -> Double {
        difference(lab(a, k), lab(b, m))
    }

    static func lab(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func linear(_ c: UInt8) -> Double {
            let v = PixelDiff.blend(Double(c), alpha) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[i]), g = linear(p[i + 1]), b = linear(p[i + 2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    static func difference(_ lab1: (Double, Double, Double), _ lab2: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = lab1
        let (l2, a2, b2) = lab2
        let c1 = hypot(a1, b1), c2 = hypot(a2, b2)
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - sqrt(c7 / (c7 + pow(25, 7))))
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let dL = l2 - l1
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2p - h1p
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(c1p * c2p) * sin(dh * .pi / 360)
        let lMean = (l1 + l2) / 2
        let cpMean = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hMean /= 2 } else { hMean = h1p + h2p < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cp7 = pow(cpMean, 7)
        let rC = 2 * sqrt(cp7 / (cp7 + pow(25, 7)))
        let sL = 1 + 0.015 * pow(lMean - 50, 2) / sqrt(20 + pow(lMean - 50, 2))
        let sC = 1 + 0.045 * cpMean
        let sH = 1 + 0.015 * cpMean * t
        let rT = -sin(2 * dTheta * .pi / 180) * rC
        return sqrt(pow(dL / sL, 2) + pow(dC / sC, 2) + pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH))
    }
}
