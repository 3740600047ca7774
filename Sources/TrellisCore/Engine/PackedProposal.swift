/// A ``ProposedViewSize`` in 16 bytes (two ``PackedLength``s), where the public type's two optionals take 32 in an
/// array: the form the pass's per-slot arrays, its list of further answers and the stacks' headers keep proposals in,
/// read back exactly as stored.
///
/// - Complexity: O(1) for every member.
struct PackedProposal: Sendable {
  private var width: PackedLength
  private var height: PackedLength

  /// `proposal`, packed.
  @inline(__always)
  init(_ proposal: ProposedViewSize) {
    width = PackedLength(proposal.width)
    height = PackedLength(proposal.height)
  }

  /// `proposal` packed as the size cache keeps it, a proposal with no NaN (the engine rejects those before any
  /// lookup): with −0 stored as +0, so that two such proposals are equal exactly when their bits are
  /// (``isIdentical(to:)``), which a lookup compares without a floating-point comparison.
  @inline(__always)
  init(key proposal: ProposedViewSize) {
    // x + 0 is x for every number but −0, whose sum is +0.
    width = PackedLength(proposal.width.map { $0 + 0 })
    height = PackedLength(proposal.height.map { $0 + 0 })
  }

  /// `along` the axis and `across` it.
  @inline(__always)
  init(_ axis: Axis, along: PackedLength, across: PackedLength) {
    (width, height) = axis == .horizontal ? (along, across) : (across, along)
  }

  /// Both dimensions unspecified.
  static let unspecified = PackedProposal(.unspecified)

  /// The proposal stored.
  @inline(__always)
  var proposal: ProposedViewSize { ProposedViewSize(width: width.value, height: height.value) }

  /// The proposed length along `axis`, packed.
  @inline(__always)
  subscript(axis: Axis) -> PackedLength { axis == .horizontal ? width : height }

  /// `proposal == other`, without unpacking (as ``ProposedViewSize``'s `==`: a NaN dimension matches nothing).
  @inline(__always)
  func matches(_ other: ProposedViewSize) -> Bool { width.matches(other.width) && height.matches(other.height) }

  /// `proposal == other.proposal`, without unpacking either.
  @inline(__always)
  func matches(_ other: PackedProposal) -> Bool { width.matches(other.width) && height.matches(other.height) }

  /// Whether both hold the same bits: for two keys (``init(key:)``), whether their proposals are equal.
  @inline(__always)
  func isIdentical(to other: PackedProposal) -> Bool {
    (width.bitPattern == other.width.bitPattern) && (height.bitPattern == other.height.bitPattern)
  }
}
