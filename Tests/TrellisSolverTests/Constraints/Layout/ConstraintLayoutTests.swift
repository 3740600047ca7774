import Testing
import TrellisCore
import TrellisSolver

/// `ConstraintLayout` as a container: intrinsic sizes, hugging and compression resistance, nesting.
@Suite struct ConstraintLayoutTests {
  /// label | field in a row, 8-point margins and gap, the field as high as the label.
  static func form(label: Node, field: Node) throws -> Node {
    ConstraintLayout {
      label.id("label")
      field.id("field")
    } constraints: { p in
      let label = p["label"]
      let field = p["field"]
      let container = p.container
      label.leading == container.leading + 8
      field.leading == label.trailing + 8
      field.trailing == container.trailing - 8
      label.top == container.top
      field.top == container.top
      field.height == label.height
      container.bottom == label.bottom
    }.node
  }

  @Test func proposedHeightBindsAtProposalPriority() throws {
    // Rectangles stretch (no intrinsic size): the proposed 100 (999) sets the height of both.
    let tree = try Self.form(label: Rectangle().node, field: Rectangle().node)
    let result = try tree.layout(in: Size(width: 300, height: 100), configuration: .monospaced)
    #expect(result.size == Size(width: 300, height: 100))
    #expect(result["label"]?.height == 100)
    #expect(result["field"]?.height == 100)
  }

  @Test func labelHugsAndLowerHuggingFieldStretches() throws {
    let tree = try Self.form(
      label: Box(width: 60, height: 10).node,
      field: Box(width: 100, height: 10).contentHuggingPriority(200, for: .horizontal))
    let result = try tree.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 300, height: 10))
    #expect(result["label"] == Rect(x: 8, y: 0, width: 60, height: 10))
    #expect(result["field"] == Rect(x: 76, y: 0, width: 216, height: 10))
  }

  @Test func swappingHuggingStretchesTheLabel() throws {
    let tree = try Self.form(
      label: Box(width: 60, height: 10).contentHuggingPriority(200, for: .horizontal),
      field: Box(width: 100, height: 10).node)
    let result = try tree.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(result["label"] == Rect(x: 8, y: 0, width: 176, height: 10))
    #expect(result["field"] == Rect(x: 192, y: 0, width: 100, height: 10))
  }

  @Test func lowerCompressionResistanceShrinksFirst() throws {
    // 100 wide: 24 of margins leave 76 for ideals 60 + 100; the field resists less (700 < 750), so it shrinks.
    let tree = try Self.form(
      label: Box(width: 60, height: 10).node,
      field: Box(width: 100, height: 10).compressionResistancePriority(700, for: .horizontal))
    let result = try tree.layout(proposal: ProposedViewSize(width: 100, height: nil), configuration: .monospaced)
    #expect(result["label"] == Rect(x: 8, y: 0, width: 60, height: 10))
    #expect(result["field"] == Rect(x: 76, y: 0, width: 16, height: 10))
  }

  @Test func unspecifiedProposalFitsTheIntrinsicSizes() throws {
    let tree = try Self.form(label: Box(width: 60, height: 10).node, field: Box(width: 100, height: 10).node)
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 184, height: 10))
    #expect(result["field"] == Rect(x: 76, y: 0, width: 100, height: 10))
  }

  @Test func textHugsAndTheStretchingFieldTakesTheRest() throws {
    // "Name" has an intrinsic width of 32 (hugging 250); the rectangle has none, so it takes the rest. Vertically the
    // proposed 100 (999) beats the text's hugging: the label's frame is 100 high, its line centred inside.
    let tree = try Self.form(label: Text("Name").node, field: Rectangle().node)
    let result = try tree.layout(in: Size(width: 300, height: 100), configuration: .monospaced)
    #expect(result["label"] == Rect(x: 8, y: 0, width: 32, height: 100))
    #expect(result["field"] == Rect(x: 48, y: 0, width: 244, height: 100))
    let fitted = try tree.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(fitted["label"] == Rect(x: 8, y: 0, width: 32, height: 16))
  }

  @Test func aBoxPinnedToBothEdgesStretches() throws {
    // No required maximum from the box's own layout: its 40 is only hugging (250), below the pins (required).
    let tree = ConstraintLayout {
      Box(width: 40, height: 20).id("box")
    } constraints: { p in
      p["box"].leading == p.container.leading + 10
      p.container.trailing == p["box"].trailing + 10
      p["box"].top == p.container.top
      p.container.bottom == p["box"].bottom
    }.node
    let result = try tree.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(result.size == Size(width: 300, height: 20))
    #expect(result["box"] == Rect(x: 10, y: 0, width: 280, height: 20))
  }

  @Test func aTextsContentIsCentredInItsSolvedFrame() throws {
    // The cell carries the id; the text inside is proposed the solved size and centred.
    let tree = ConstraintLayout {
      Text("Hi").id("t")
    } constraints: { p in
      p["t"].leading == p.container.leading
      p["t"].width == 100
      p["t"].top == p.container.top
      p["t"].height == 40
    }.node
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["t"] == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(result.entries.contains { $0.frame == Rect(x: 42, y: 12, width: 16, height: 16) })
  }

  @Test func insideAnHStackWithAVStackChild() throws {
    let tree = HStack(spacing: 0) {
      Box(width: 50, height: 30).id("left")
      ConstraintLayout {
        VStack(spacing: 0) {
          Box(width: 40, height: 10).id("v1")
          Box(width: 60, height: 10).id("v2")
        }.id("column")
        Rectangle().id("fill")
      } constraints: { p in
        let column = p["column"]
        let fill = p[1]
        let container = p.container
        column.leading == container.leading + 10
        fill.leading == column.trailing + 10
        fill.trailing == container.trailing - 10
        column.top == container.top
        fill.top == column.top
        fill.height == column.height
        container.bottom == column.bottom
      }.id("constrained")
    }
    let result = try tree.layout(in: Size(width: 300, height: 100), configuration: .monospaced)
    // The stack gives the flexible constraint layout the remaining 250 and the full 100 of height: the proposal
    // binds at 999, above the column's vertical hugging, so the column's frame is 100 high with the stack centred.
    #expect(result["constrained"] == Rect(x: 50, y: 0, width: 250, height: 100))
    #expect(result["column"] == Rect(x: 60, y: 0, width: 60, height: 100))
    #expect(result["v1"] == Rect(x: 70, y: 40, width: 40, height: 10))
    #expect(result["v2"] == Rect(x: 60, y: 50, width: 60, height: 10))
    #expect(result["fill"] == Rect(x: 130, y: 0, width: 160, height: 100))
    // Proposed no height, it is as high as its column.
    let fitted = try tree.layout(proposal: ProposedViewSize(width: 300, height: nil), configuration: .monospaced)
    #expect(fitted["constrained"] == Rect(x: 50, y: 5, width: 250, height: 20))
  }

  @Test func unknownIdsAndAnchorsAreTypedErrors() {
    #expect(throws: ConstraintError.unknownItem("nope")) {
      try ConstraintLayout {
        Box(width: 1, height: 1).id("a")
      } constraints: { p in
        p["nope"].width == 3
      }.validated()
    }
    #expect(throws: ConstraintError.unknownItem("#4")) {
      try ConstraintLayout {
        Box(width: 1, height: 1).id("a")
      } constraints: { p in
        p[4].width == 3
      }.validated()
    }
    #expect(throws: ConstraintError.unknownAnchor("a.wdth")) {
      try ConstraintLayout(
        children: [Box(width: 1, height: 1).id("a")], anchorConstraints: [ConstraintVariable("a.wdth") == 3])
    }
    #expect(throws: ConstraintError.unknownItem("b")) {
      try ConstraintLayout(
        children: [Box(width: 1, height: 1).id("a")], anchorConstraints: [ConstraintVariable("b.width") == 3])
    }
  }

  @Test func anchorNamesResolveToTheSameSystem() throws {
    let children: [Node] = [Box(width: 30, height: 10).id("a"), Box(width: 20, height: 10).id("b")]
    let named = try ConstraintLayout(
      children: children,
      anchorConstraints: [
        try Constraint(parsing: "a.leading == container.leading + 5"),
        try Constraint(parsing: "b.leading == a.trailing + 5"), try Constraint(parsing: "b.centerY == a.centerY"),
        try Constraint(parsing: "container.trailing == b.right + 5"),
        try Constraint(parsing: "container.bottom == a.bottom"), try Constraint(parsing: "a.top == 0"),
      ])
    let result = try named.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 65, height: 10))
    #expect(result["b"] == Rect(x: 40, y: 0, width: 20, height: 10))
  }

  @Test func unsatisfiableLayoutIsALayoutErrorWithTheConflict() throws {
    let layout = ConstraintLayout {
      Box(width: 30, height: 10).id("a")
    } constraints: { p in
      p["a"].width == 100
      p["a"].width <= 50
    }
    do {
      _ = try layout.node.id("form").layout(in: Size(width: 200, height: 50), configuration: .monospaced)
      Issue.record("expected a layout error")
    } catch {
      guard case .containerFailed(let path, let id, let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path == "root")
      #expect(id == "form")
      #expect(message.contains("a.width == 100"))
    }
    let box = Size(width: 30, height: 10)
    let system = try layout.system(for: .unspecified, sizes: [.init(intrinsicSize: box)])
    let error = #expect(throws: ConstraintError.self) { try system.solve() }
    guard case .unsatisfiable(let conflict)? = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(conflict.map(\.description) == ["a.width == 100", "a.width <= 50"])
  }
}
