import Testing
import TrellisTestSupport

@testable import TrellisCore

/// The layouts the engine runs itself (``BuiltInLayout``: padding, `HStack`, `VStack`, cells) answer
/// exactly as their `Layout` conformances. Each seeded random tree is laid out three ways — the engine's fast paths;
/// the same tree with every layout run through its conformance (``LayoutEngine/layoutThroughConformances(_:proposal:)``);
/// the same tree with each stack and cell wrapped in an `AnyLayout`, which the engine never runs itself — at proposals
/// with nil, zero, finite and infinite dimensions. The root's size and every frame must be equal (`==`), or both
/// passes fail with the same error.
@Suite struct BuiltInLayoutDifferentialTests {
  /// A leaf of one size whatever it is proposed, which the engine cannot see is fixed.
  struct Constant: LeafContent {
    let size: Size
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size }
  }

  /// A leaf that takes what it is offered between a minimum and a maximum on each axis, its ideal when unspecified
  /// (a stack sorts such children by their flexibility).
  struct Squeezable: LeafContent {
    let minimum: Size
    let ideal: Size
    let maximum: Size
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
      Size(
        width: min(max(proposal.width ?? ideal.width, minimum.width), maximum.width),
        height: min(max(proposal.height ?? ideal.height, minimum.height), maximum.height))
    }
  }

  /// A cell of the test's own (any ``CellLayout`` is run by the engine).
  struct Tile: CellLayout {}

  static let third = VerticalAlignment("differentialThird") { $0 / 3 }
  static let quarter = HorizontalAlignment("differentialQuarter") { $0 / 4 }

  /// How a tree's built-in layouts are written.
  enum Form {
    /// As the engine runs them itself.
    case builtIn
    /// Each stack and constraint cell in an `AnyLayout`.
    case erased
  }

  /// A random tree (the same one for one seed, whatever the form): stacks with every alignment, spacing (none,
  /// zero, fractional, negative), priorities and flexible, fixed, squeezable, text, spacer and divider children;
  /// paddings (equal, unequal, zero, negative insets); constraint cells; fixed and flexible frames, `fixedSize`,
  /// offsets, guide overrides.
  struct Generator {
    var rng: SplitMix64
    let form: Form

    mutating func length(_ range: ClosedRange<Int>) -> CGFloat {
      rng.chance(0.3) ? rng.whole(range) + CGFloat(rng.int(1...3)) / 4 : rng.whole(range)
    }

    mutating func leaf() -> Node {
      switch rng.int(0...11) {
      case 0, 1: return Rectangle().node
      case 2: return Rectangle().frame(minWidth: length(0...20), maxWidth: length(20...80)).node
      case 3: return Spacer(minLength: rng.chance(0.5) ? nil : length(0...12)).node
      case 4: return Text(["a", "one two", "three four five", "six"][rng.int(0...3)]).node
      case 5: return Divider().node
      case 6:
        return Node(leaf: Constant(size: Size(width: length(0...40), height: length(0...30))), typeName: "Constant")
      case 7:
        let minimum = Size(width: length(0...20), height: length(0...20))
        let ideal = Size(width: minimum.width + length(0...30), height: minimum.height + length(0...30))
        let maximum = Size(width: ideal.width + length(0...40), height: ideal.height + length(0...40))
        return Node(leaf: Squeezable(minimum: minimum, ideal: ideal, maximum: maximum), typeName: "Squeezable")
      default: return Box(width: length(0...40), height: length(0...30)).node
      }
    }

    mutating func spacing() -> CGFloat? {
      switch rng.int(0...5) {
      case 0, 1: return nil
      case 2: return 0
      case 3: return -length(0...6)
      default: return length(0...12)
      }
    }

    mutating func horizontalStack(_ children: [Node]) -> Node {
      let alignment: VerticalAlignment = [
        .center, .top, .bottom, .firstTextBaseline, .lastTextBaseline, BuiltInLayoutDifferentialTests.third,
      ][rng.int(0...5)]
      let layout = HStackLayout(alignment: alignment, spacing: spacing())
      return form == .erased ? AnyLayout(layout) { children } : layout { children }
    }

    mutating func verticalStack(_ children: [Node]) -> Node {
      let alignment: HorizontalAlignment = [.center, .leading, .trailing, BuiltInLayoutDifferentialTests.quarter][
        rng.int(0...3)]
      let layout = VStackLayout(alignment: alignment, spacing: spacing())
      return form == .erased ? AnyLayout(layout) { children } : layout { children }
    }

    mutating func cell(_ child: Node) -> Node {
      if rng.chance(0.3) {
        return form == .erased
          ? Node(modifier: AnyLayout(Tile()), typeName: "Tile", child: child)
          : Node(modifier: Tile(), typeName: "Tile", child: child)
      }
      return form == .erased
        ? Node(modifier: AnyLayout(ConstraintCellLayout()), typeName: "ConstraintCell", child: child)
        : Node(modifier: ConstraintCellLayout(), typeName: "ConstraintCell", child: child)
    }

    mutating func padding(_ node: Node) -> Node {
      switch rng.int(0...3) {
      case 0: return node.padding(length(0...10))
      case 1: return node.padding(.horizontal, length(0...10))
      case 2: return node.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      default:
        return node.padding(
          EdgeInsets(
            top: length(0...8), leading: rng.chance(0.2) ? -length(0...4) : length(0...8), bottom: length(0...8),
            trailing: length(0...8)))
      }
    }

    mutating func tree(depth: Int) -> Node {
      var node: Node
      if depth == 0 || rng.chance(0.3) {
        node = leaf()
      } else {
        let children = (0..<rng.int(0...4)).map { _ in tree(depth: depth - 1) }
        switch rng.int(0...9) {
        case 0...3: node = horizontalStack(children)
        case 4...7: node = verticalStack(children)
        case 8: node = ZStack { children }.node
        default: node = cell(children.first ?? leaf())
        }
      }
      for _ in 0..<rng.int(0...2) {
        switch rng.int(0...10) {
        case 0, 1, 2: node = padding(node)
        case 3: node = cell(node)
        case 4: node = node.frame(width: rng.chance(0.5) ? length(0...60) : nil, height: length(0...60))
        case 5: node = node.frame(maxWidth: .infinity, alignment: .leading)
        case 6: node = node.fixedSize(horizontal: rng.chance(0.5), vertical: rng.chance(0.5))
        case 7: node = node.layoutPriority([-1, 1, 2][rng.int(0...2)])
        case 8: node = node.alignmentGuide(.top) { $0.height / 2 + 1 }
        case 9: node = node.alignmentGuide(.leading) { $0.width / 5 }
        default: node = node.offset(x: length(0...5), y: -length(0...5))
        }
      }
      return node
    }
  }

  /// The root's size and every frame, in the result's order; or the error.
  enum Outcome: Equatable {
    case frames(Size, [Rect])
    case failure(String)

    init(_ body: () throws(LayoutError) -> LayoutResult) {
      do {
        let result = try body()
        self = .frames(result.size, result.entries.map(\.frame))
      } catch {
        self = .failure("\(error)")
      }
    }
  }

  static let proposals: [ProposedViewSize] = [
    .unspecified, .zero, .infinity, ProposedViewSize(width: 240, height: 160),
    ProposedViewSize(width: 37.5, height: nil),
    ProposedViewSize(width: nil, height: 90), ProposedViewSize(width: .infinity, height: 120),
    ProposedViewSize(width: 75, height: .infinity), ProposedViewSize(width: 3, height: 2),
  ]

  /// 40 groups of 8 seeds: 320 trees, each at 9 proposals.
  @Test(arguments: 0..<40)
  func builtInLayoutsAnswerAsTheirConformances(group: Int) {
    let engine = LayoutEngine(configuration: .monospaced)
    for seed in (group * 8)..<(group * 8 + 8) {
      var builtIn = Generator(rng: SplitMix64(seed: UInt64(seed)), form: .builtIn)
      var erased = Generator(rng: SplitMix64(seed: UInt64(seed)), form: .erased)
      let tree = builtIn.tree(depth: 4)
      let erasedTree = erased.tree(depth: 4)
      for proposal in Self.proposals {
        let fast = Outcome { () throws(LayoutError) in try engine.layout(tree, proposal: proposal) }
        let conformances = Outcome { () throws(LayoutError) in
          try engine.layoutThroughConformances(tree, proposal: proposal)
        }
        let wrapped = Outcome { () throws(LayoutError) in try engine.layout(erasedTree, proposal: proposal) }
        #expect(fast == conformances, "seed \(seed), \(proposal): through the conformances")
        #expect(fast == wrapped, "seed \(seed), \(proposal): in AnyLayout")
      }
    }
  }

  /// The generator makes what the test means to compare: most trees have built-in stacks, paddings and cells.
  @Test func theTreesHaveBuiltInLayouts() throws {
    var counts = (stacks: 0, paddings: 0, cells: 0, nodes: 0)
    for seed in 0..<320 {
      var generator = Generator(rng: SplitMix64(seed: UInt64(seed)), form: .builtIn)
      let root = generator.tree(depth: 4)
      let arrays = PassBuffers.NodeArrays(count: root.traits.subtreeCount, pool: PassBlockPool(budget: 0))
      let tree = try FlattenedTree(root: root, into: arrays)
      counts.nodes += tree.count
      for builtIn in tree.builtIns {
        switch builtIn {
        case .stack: counts.stacks += 1
        case .padding: counts.paddings += 1
        case .cell: counts.cells += 1
        case .none: break
        }
      }
    }
    #expect(counts.stacks > 500 && counts.paddings > 200 && counts.cells > 100, "\(counts)")
  }
}
