import Foundation
import PlaceholderImage
import Testing

/// SHA-256 against the test vectors of FIPS 180-2 (appendix B) and NIST's short and long
/// messages: one block, no bytes, two blocks, a million bytes fed in uneven pieces.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func knownMessagesHashToTheirPublishedDigests(message: String, digest: String) {
        #expect(SHA256.hex(of: Data(message.utf8)) == digest)
    }

    @Test func aMillionBytesInUnevenPiecesHashLikeOnePiece() {
        var hasher = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hasher.update(Data(repeating: UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece * 7 % 1_009 + 1
        }
        let hex = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func messagesAroundTheBlockBoundaryDiffer() {
        // 55, 56 and 64 bytes: the lengths where padding spills into a second block.
        let digests = [55, 56, 63, 64, 65].map { SHA256.hex(of: Data(repeating: 0, count: $0)) }
        #expect(Set(digests).count == 5 && digests.allSatisfy { $0.count == 64 })
        #expect(SHA256.hex(of: Data(repeating: 0, count: 64)) == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
    }
}
