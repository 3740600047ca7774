import Testing

@testable import TrellisCore

/// A constraint layout's cell is a ``CellLayout``, run by the engine itself (``BuiltInLayout/cell``); through the
/// protocol (the same layout in an `AnyLayout`, which the engine does not run itself) it must answer and place exactly
/// the same.
@Suite struct ConstraintCellLayoutTests {
  /// Made anew for each use: a tree kept in a global until exit is reported by LeakSanitizer, which does not see
  /// the reference to a children array that `ChildStorage` keeps with its case in the pointer's spare bits.
  static var children: [Node] {
    [
      Box(width: 40, height: 20).node, Rectangle().node, Text("one two three four").node,
      VStack {
        Box(width: 10, height: 5)
        Rectangle()
      }.node, Spacer().node,
    ]
  }

  static let proposals: [ProposedViewSize] = [
    ProposedViewSize(width: 70, height: 30), ProposedViewSize(width: 30, height: nil),
    ProposedViewSize(width: nil, height: 12), .unspecified, .infinity,
    ProposedViewSize(width: CGFloat.infinity, height: 25),
    ProposedViewSize(width: 0, height: 0),
  ]

  static func cell(_ child: Node, builtIn: Bool) -> Node {
    builtIn
      ? Node(modifier: ConstraintCellLayout(), typeName: "ConstraintCell", child: child)
      : Node(modifier: AnyLayout(ConstraintCellLayout()), typeName: "ConstraintCell", child: child)
  }

  @Test(arguments: 0..<5)
  func theEngineAnswersAsTheLayout(child: Int) {
    for proposal in Self.proposals {
      // In a ZStack too, which measures the cell with the probes a parent uses.
      for wrap in [false, true] {
        func tree(_ builtIn: Bool) -> Node {
          let cell = Self.cell(Self.children[child], builtIn: builtIn)
          return wrap
            ? ZStack {
              cell
              Box(width: 3, height: 3)
            }.node : cell
        }
        let engine = LayoutEngine(configuration: .monospaced)
        let run = { (builtIn: Bool) -> String in
          switch Result(catching: { () throws(LayoutError) in try engine.layout(tree(builtIn), proposal: proposal) }) {
          case .success(let r): "\(r.size) \(r.entries.map(\.frame))"
          case .failure(let e): "error: \(e)"
          }
        }
        #expect(run(true) == run(false), "child \(child), \(proposal), in a ZStack: \(wrap)")
      }
    }
  }

  @Test func aCellIsBuiltIn() throws {
    for builtIn in [true, false] {
      let node = Self.cell(Box(width: 1, height: 1).node, builtIn: builtIn)
      let arrays = PassBuffers.NodeArrays(count: node.traits.subtreeCount, pool: PassBlockPool(budget: 0))
      let tree = try FlattenedTree(root: node, into: arrays)
      let isCell: Bool
      if case .cell = tree.builtIns[0] { isCell = true } else { isCell = false }
      #expect(isCell == builtIn, "a ConstraintCellLayout is run by the engine, in an AnyLayout through the protocol")
      #expect((arrays.flags[0] & NodeFlag.cell != 0) == builtIn)
    }
  }
}
