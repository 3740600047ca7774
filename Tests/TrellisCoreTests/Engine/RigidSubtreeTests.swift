import Testing
import TrellisTestSupport

@testable import TrellisCore

/// Rigid subtrees (paddings and stacks over fixed-size children, fixed frames) are measured once and then answered
/// like fixed leaves. The oracle is the same tree with every `Box` replaced by a leaf of the same constant size that
/// the engine cannot know is fixed, so nothing in it is rigid: every frame must agree.
@Suite struct RigidSubtreeTests {
  /// A leaf answering one size to every proposal, opaque to the engine (not a `Box`).
  struct Constant: LeafContent {
    let size: Size
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size }
  }

  /// A random tree of stacks, paddings, fixed frames, flexible rectangles, spacers, priorities and guide overrides
  /// over constant-size leaves, built with `Box` leaves (`opaque == false`) or ``Constant`` ones.
  static func tree(_ rng: inout SplitMix64, depth: Int, opaque: Bool) -> Node {
    if depth == 0 || rng.chance(0.25) {
      let size = Size(width: rng.whole(0...40), height: rng.whole(0...30))
      switch rng.int(0...9) {
      case 0: return Rectangle().node
      case 1: return Rectangle().frame(width: size.width, height: size.height).node
      default:
        return opaque
          ? Node(leaf: Constant(size: size), typeName: "Constant") : Box(width: size.width, height: size.height).node
      }
    }
    let children = (0..<rng.int(1...4)).map { _ in tree(&rng, depth: depth - 1, opaque: opaque) }
    var node: Node
    switch rng.int(0...6) {
    case 0: node = HStack(alignment: .top, spacing: rng.whole(0...8)) { children }.node
    case 1: node = VStack(alignment: .trailing) { children }.node
    case 2:
      node =
        HStack {
          children
          Spacer()
        }.node
    case 3: node = ZStack { children }.node
    default: node = rng.chance(0.5) ? HStack(spacing: 4) { children }.node : VStack(spacing: 4) { children }.node
    }
    switch rng.int(0...7) {
    case 0: node = node.padding(rng.whole(0...6)).node
    case 1: node = node.frame(width: rng.whole(10...80), height: rng.whole(10...80)).node
    case 2: node = node.layoutPriority(1).node
    case 3: node = node.alignmentGuide(.top) { $0.height / 3 }.node
    case 4: node = node.frame(width: rng.whole(10...80)).node
    default: break
    }
    return node
  }

  @Test(arguments: 0..<40)
  func randomTreesLayOutAsTheirOpaqueTwins(seed: Int) throws {
    var a = SplitMix64(seed: UInt64(seed))
    var b = SplitMix64(seed: UInt64(seed))
    let rigid = Self.tree(&a, depth: 4, opaque: false)
    let opaque = Self.tree(&b, depth: 4, opaque: true)
    for proposal in [
      ProposedViewSize(width: 300, height: 200), ProposedViewSize(width: 40, height: 500), .unspecified,
      ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: CGFloat.infinity, height: 120),
    ] {
      // An infinite proposal to a flexible rectangle cannot be placed: then both fail, with the same path.
      let expected = Self.outcome(opaque, proposal)
      let actual = Self.outcome(rigid, proposal)
      #expect(actual == expected, "seed \(seed), \(proposal)")
    }
  }

  /// The root's size and every frame, or the error.
  static func outcome(_ root: Node, _ proposal: ProposedViewSize) -> String {
    do {
      let result = try LayoutEngine(configuration: .monospaced).layout(root, proposal: proposal)
      return "\(result.size) \(result.entries.map(\.frame))"
    } catch {
      return "error: \(error)"
    }
  }

  @Test func aRigidTreeIsMeasuredOncePerNode() throws {
    let tree = VStack(spacing: 4) {
      HStack(spacing: 2) {
        Box(width: 10, height: 20)
        Box(width: 30, height: 10).padding(5)
      }
      Box(width: 50, height: 5)
    }
    let result = try LayoutEngine(configuration: .monospaced).layout(tree, in: Size(width: 100, height: 100))
    // Six nodes, each computed once: the boxes are fixed, the padding and the stacks rigid.
    #expect(result.statistics.nodeCount == 6)
    #expect(result.statistics.sizeComputations == 6)
    // The row is 10 + 2 + 40 wide (the padded box is 40 × 20), the column 52 × (20 + 4 + 5), at the origin.
    #expect(result.size == Size(width: 52, height: 29))
    #expect(
      result.entries.map(\.frame) == [
        Rect(x: 0, y: 0, width: 52, height: 29), Rect(x: 0, y: 0, width: 52, height: 20),
        Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 12, y: 0, width: 40, height: 20),
        Rect(x: 17, y: 5, width: 30, height: 10), Rect(x: 1, y: 24, width: 50, height: 5),
      ])
  }

  @Test func aFlexibleChildKeepsItsStackFlexible() throws {
    // The rectangle takes what the proposal leaves: the stack is not rigid, and its width follows the proposal.
    let tree = HStack(spacing: 0) {
      Box(width: 10, height: 10)
      Rectangle()
    }
    for width in [20.0, 60.0, 200.0] {
      let result = try LayoutEngine(configuration: .monospaced).layout(tree, in: Size(width: width, height: 10))
      #expect(result.size == Size(width: width, height: 10))
    }
  }
}
