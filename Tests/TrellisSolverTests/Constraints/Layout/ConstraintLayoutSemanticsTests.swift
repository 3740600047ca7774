import Testing
import TrellisCore
import TrellisSolver

/// The examples of semantics §3 (Auto Layout semantics), the proposal's priority, renaming, height for width and the
/// kept solvers.
@Suite struct ConstraintLayoutSemanticsTests {
  /// The §3 row: Box a 40×20 hugging 240, b 60×20 hugging 250, 8-point margins and gap, tops 8 below the container's,
  /// the container's bottom at least 8 below each.
  static func row(aResistance: ConstraintPriority = 750, proposalPriority: ConstraintPriority = 999) throws -> Node {
    try ConstraintLayout(proposalPriority: proposalPriority) {
      Box(width: 40, height: 20).contentHuggingPriority(240, for: .horizontal)
        .compressionResistancePriority(aResistance, for: .horizontal).id("a")
      Box(width: 60, height: 20).id("b")
    } constraints: { p in
      let a = p["a"]
      let b = p["b"]
      let container = p.container
      a.leading == container.leading + 8
      b.leading == a.trailing + 8
      container.trailing == b.trailing + 8
      a.top == container.top + 8
      b.top == container.top + 8
      container.bottom >= a.bottom + 8
      container.bottom >= b.bottom + 8
    }.validated().node
  }

  @Test func extraSpaceGoesToTheLowerHuggingPriority() throws {
    let result = try Self.row().layout(proposal: ProposedViewSize(width: 200, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 200, height: 36))
    #expect(result["a"] == Rect(x: 8, y: 8, width: 116, height: 20))
    #expect(result["b"] == Rect(x: 132, y: 8, width: 60, height: 20))
  }

  @Test func deficitIsTakenFromTheLowerCompressionResistance() throws {
    let result = try Self.row(aResistance: 740).layout(
      proposal: ProposedViewSize(width: 100, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 100, height: 36))
    #expect(result["a"] == Rect(x: 8, y: 8, width: 16, height: 20))
    #expect(result["b"] == Rect(x: 32, y: 8, width: 60, height: 20))
  }

  @Test func unspecifiedWidthFitsTheContent() throws {
    let result = try Self.row().layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 124, height: 36))
    #expect(result["a"] == Rect(x: 8, y: 8, width: 40, height: 20))
  }

  @Test func wrappingTextIsMeasuredAtItsSolvedWidth() throws {
    // 8×16 monospaced: at 64 points (8 characters) "one two three four five six" is 4 lines.
    let tree = ConstraintLayout {
      Text("one two three four five six").id("t")
    } constraints: { p in
      p["t"].leading == p.container.leading
      p["t"].top == p.container.top
      p["t"].width == 64
      p.container.trailing == p["t"].trailing
      p.container.bottom == p["t"].bottom
    }.node
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 64, height: 64))
    #expect(result["t"] == Rect(x: 0, y: 0, width: 64, height: 64))
  }

  @Test func wrappingTextFollowsTheProposedWidth() throws {
    // Pinned to both edges of a 80-wide container: 10 characters per line, 3 lines.
    let tree = ConstraintLayout {
      Text("one two three four five six").id("t")
    } constraints: { p in
      p["t"].leading == p.container.leading
      p["t"].top == p.container.top
      p.container.trailing == p["t"].trailing
      p.container.bottom == p["t"].bottom
    }.node
    #expect(
      try tree.layout(proposal: ProposedViewSize(width: 80, height: nil), configuration: .monospaced).size
        == Size(width: 80, height: 48))
    #expect(
      try tree.layout(proposal: ProposedViewSize(width: 400, height: nil), configuration: .monospaced).size
        == Size(width: 400, height: 16))
  }

  @Test func theProposalOutranksCompressionResistance() throws {
    // Content 184 wide in 150: the proposal (999) holds, a (750, below b's 760) gives up the 34.
    let result = try Self.renamedForm("label", "field").layout(
      proposal: ProposedViewSize(width: 150, height: nil), configuration: .monospaced)
    #expect(result.size.width == 150)
    #expect(result["label"]?.width == 26)
    #expect(result["field"]?.width == 100)
  }

  @Test func aProposalPriorityBelowTheContentLetsTheContentWin() throws {
    // At 500 the proposal loses to compression resistance (750): the container is as wide as its content.
    let result = try Self.row(proposalPriority: 500).layout(
      proposal: ProposedViewSize(width: 100, height: nil), configuration: .monospaced)
    #expect(result.size.width == 124)
    #expect(throws: ConstraintError.self) { try Self.row(proposalPriority: 0) }
  }

  static func renamedForm(_ first: String, _ second: String) throws -> Node {
    ConstraintLayout {
      Box(width: 60, height: 10).contentHuggingPriority(240, for: .horizontal).id(first)
      Box(width: 100, height: 10).compressionResistancePriority(760, for: .horizontal).id(second)
    } constraints: { p in
      p[first].leading == p.container.leading + 8
      p[second].leading == p[first].trailing + 8
      p.container.trailing == p[second].trailing + 8
      p[first].top == p.container.top
      p[second].top == p.container.top
      p.container.bottom == p[first].bottom
    }.node
  }

  @Test(arguments: [100.0, 150, 184, 300])
  func renamingIDsDoesNotChangeTheAnswer(width: Double) throws {
    let proposal = ProposedViewSize(width: width, height: nil)
    let reference = try Self.renamedForm("label", "field").layout(proposal: proposal, configuration: .monospaced)
    for (first, second) in [("a", "b"), ("z", "y"), ("container2", "aa")] {
      let renamed = try Self.renamedForm(first, second).layout(proposal: proposal, configuration: .monospaced)
      #expect(renamed.size == reference.size)
      #expect(renamed[first] == reference["label"], "\(first) at \(width)")
      #expect(renamed[second] == reference["field"], "\(second) at \(width)")
    }
  }

  @Test func aReLayoutAtANewProposalReusesTheKeptSolver() throws {
    let layout = ConstraintLayout {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 20).contentHuggingPriority(200, for: .horizontal).id("b")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p["b"].leading == p["a"].trailing + 8
      p.container.trailing == p["b"].trailing + 8
      p["a"].top == p.container.top
      p["b"].top == p.container.top
      p.container.bottom == p["a"].bottom
    }
    let node = layout.node
    let engine = LayoutEngine(configuration: .monospaced)
    var widths: [CGFloat] = []
    for width in stride(from: 200.0, through: 400, by: 50) {
      widths.append(try engine.layout(node, proposal: ProposedViewSize(width: width, height: nil))["b"]?.width ?? -1)
    }
    #expect(widths == [136, 186, 236, 286, 336])
    // One structure (a proposed width, unproposed height) on this thread: the engine keeps one solver for every
    // width; placing at the answered size reuses the measured solution.
    #expect(layout.keptSolverCount(in: engine) == 1)
  }
}

@Suite struct ConstraintLayoutReuseTests {
  /// A layout value remembers its own children's priorities across passes; applied to other children with the same
  /// ids (`layout { … }`), it reads theirs.
  @Test func aLayoutAppliedToOtherChildrenReadsTheirPriorities() throws {
    let layout = ConstraintLayout {
      Box(width: 40, height: 20).contentHuggingPriority(240, for: .horizontal).id("a")
      Box(width: 60, height: 20).id("b")
    } constraints: { p in
      p["a"].leading == p.container.leading + 8
      p["b"].leading == p["a"].trailing + 8
      p.container.trailing == p["b"].trailing + 8
      p["a"].top == p.container.top
      p["b"].top == p.container.top
    }
    let proposal = ProposedViewSize(width: 200, height: 20)
    let own = try layout.layout(proposal: proposal, configuration: .monospaced)
    #expect(own["a"]?.width == 116)
    #expect(own["b"]?.width == 60)
    let other = try layout {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 20).contentHuggingPriority(240, for: .horizontal).id("b")
    }.layout(proposal: proposal, configuration: .monospaced)
    // Applied with `layout { … }` the children are not wrapped in cells, so their frames are their own sizes placed at
    // their solved origins: `b` starts right after a 40-wide `a`, which means `b` took the extra space.
    #expect(other["a"]?.width == 40)
    #expect(other["b"]?.minX == 56)
    // And its own children again: still their priorities.
    #expect(try layout.layout(proposal: proposal, configuration: .monospaced)["a"]?.width == 116)
  }
}
