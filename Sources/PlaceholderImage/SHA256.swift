import FoundationEssentials

/// SHA-256 (FIPS 180-4) of bytes in memory: what an incremental render records of each image
/// it writes, so that `--prune` deletes a file only while its bytes are still the ones this
/// tool wrote — a digest nobody who can only list the folder (its names, sizes and times)
/// can know. Written here because the toolchain has no CryptoKit on Linux and the package
/// takes no other dependency for one hash; checked against the standard's test vectors.
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6A09_E667, 0xBB67_AE85, 0x3C6E_F372, 0xA54F_F53A, 0x510E_527F, 0x9B05_688C, 0x1F83_D9AB, 0x5BE0_CD19)
    /// Bytes not yet hashed: less than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hash of no bytes yet.
    public init() {}

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex(of bytes: some DataProtocol) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize().map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }

    /// Hashes `bytes` after those given before.
    public mutating func update(_ bytes: some DataProtocol) {
        length &+= UInt64(bytes.count)
        for region in bytes.regions {
            region.withUnsafeBytes { buffer in
                var input = buffer[...]
                if !pending.isEmpty {
                    let taken = min(64 - pending.count, input.count)
                    pending += input.prefix(taken)
                    input = input.dropFirst(taken)
                    guard pending.count == 64 else { return }
                    pending.withUnsafeBytes { compress(UnsafeRawBufferPointer(rebasing: $0[...])) }
                    pending.removeAll(keepingCapacity: true)
                }
                while input.count >= 64 {
                    compress(UnsafeRawBufferPointer(rebasing: input.prefix(64)))
                    input = input.dropFirst(64)
                }
                pending += input
            }
        }
    }

    /// The 32 bytes of the digest (the hash is used up).
    public mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        tail.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + 64)]))
                offset += 64
            }
        }
        pending = []
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    private static let k: [UInt32] = [
        0x428A_2F98, 0x7137_4491, 0xB5C0_FBCF, 0xE9B5_DBA5, 0x3956_C25B, 0x59F1_11F1, 0x923F_82A4, 0xAB1C_5ED5,
        0xD807_AA98, 0x1283_5B01, 0x2431_85BE, 0x550C_7DC3, 0x72BE_5D74, 0x80DE_B1FE, 0x9BDC_06A7, 0xC19B_F174,
        0xE49B_69C1, 0xEFBE_4786, 0x0FC1_9DC6, 0x240C_A1CC, 0x2DE9_2C6F, 0x4A74_84AA, 0x5CB0_A9DC, 0x76F9_88DA,
        0x983E_5152, 0xA831_C66D, 0xB003_27C8, 0xBF59_7FC7, 0xC6E0_0BF3, 0xD5A7_9147, 0x06CA_6351, 0x1429_2967,
        0x27B7_0A85, 0x2E1B_2138, 0x4D2C_6DFC, 0x5338_0D13, 0x650A_7354, 0x766A_0ABB, 0x81C2_C92E, 0x9272_2C85,
        0xA2BF_E8A1, 0xA81A_664B, 0xC24B_8B70, 0xC76C_51A3, 0xD192_E819, 0xD699_0624, 0xF40E_3585, 0x106A_A070,
        0x19A4_C116, 0x1E37_6C08, 0x2748_774C, 0x34B0_BCB5, 0x391C_0CB3, 0x4ED8_AA4A, 0x5B9C_CA4F, 0x682E_6FF3,
        0x748F_82EE, 0x78A5_636F, 0x84C8_7814, 0x8CC7_0208, 0x90BE_FFFA, 0xA450_6CEB, 0xBEF9_A3F7, 0xC671_78F2,
    ]

    /// One 64-byte block into the state.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        state = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            Self.k.withUnsafeBufferPointer { k in Self.compressed(state, block, schedule: w, constants: k) }
        }
    }

    private static func compressed(_ state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32), _ block: UnsafeRawBufferPointer,
                                   schedule w: UnsafeMutableBufferPointer<UInt32>, constants k: UnsafeBufferPointer<UInt32>)
        -> (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) {
        @inline(__always) func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
        for i in 0..<16 {
            w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
        }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }
}
