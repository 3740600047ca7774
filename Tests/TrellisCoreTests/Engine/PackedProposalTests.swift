import Testing

@testable import TrellisCore

/// The 16-byte proposals of the pass's arrays (``PackedProposal``, ``PackedLength``): every value reads back as it
/// was stored, bit for bit, and a packed proposal matches exactly the proposals `==` says it equals.
@Suite struct PackedProposalTests {
  /// Lengths a proposal may hold, NaNs (a quiet one, one with a payload, a signaling one) and −0 among them.
  static let lengths: [CGFloat?] = [
    nil, 0, -0.0, 1.5, 375, -4, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan,
    CGFloat(nan: 0x1234, signaling: false), CGFloat(nan: 7, signaling: true),
  ]

  @Test func aPackedProposalIsHalfTheSize() {
    #expect(MemoryLayout<PackedLength>.stride == 8)
    #expect(MemoryLayout<PackedProposal>.stride == 16)
    #expect(MemoryLayout<ProposedViewSize>.stride == 32)
  }

  @Test func everyLengthReadsBackBitForBit() {
    for length in Self.lengths {
      let packed = PackedLength(length)
      #expect(packed.isUnspecified == (length == nil))
      #expect(packed.value?.bitPattern == length?.bitPattern, "\(String(describing: length))")
    }
  }

  @Test func aPackedProposalMatchesWhatEqualityMatches() {
    let proposals = Self.lengths.flatMap { w in Self.lengths.map { h in ProposedViewSize(width: w, height: h) } }
    for a in proposals {
      let packed = PackedProposal(a)
      #expect(packed.proposal.width?.bitPattern == a.width?.bitPattern)
      #expect(packed.proposal.height?.bitPattern == a.height?.bitPattern)
      for b in proposals { #expect(packed.matches(b) == (a == b), "\(a) against \(b)") }
    }
    #expect(PackedProposal.unspecified.proposal == .unspecified)
  }
}
