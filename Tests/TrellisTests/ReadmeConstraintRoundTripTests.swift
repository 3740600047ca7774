import Testing
import Trellis

/// The README's constraint form written three ways — the Swift builder (as the README writes it), constraint
/// strings and a visual format — gives the same constraints and the same solved frames.
@Suite struct ReadmeConstraintRoundTripTests {
  static var children: [Node] {
    [Text("Name").id("label"), Rectangle().contentHuggingPriority(200, for: .horizontal).id("field")]
  }

  static func builder() throws -> ConstraintLayout {
    ConstraintLayout {
      Text("Name").id("label")
      Rectangle().contentHuggingPriority(200, for: .horizontal).id("field")
    } constraints: { p in
      p["label"].leading == p.container.leading + 8
      p["field"].leading == p["label"].trailing + 8
      p["field"].trailing == p.container.trailing - 8
    }
  }

  static func strings() throws -> ConstraintLayout {
    let texts = [
      "label.leading == container.leading + 8", "field.leading == label.trailing + 8",
      "field.trailing == container.trailing - 8",
    ]
    return try ConstraintLayout(children: children, anchorConstraints: texts.map { try Constraint(parsing: $0) })
  }

  static func format() throws -> ConstraintLayout {
    try ConstraintLayout(children: children, formats: ["H:|-8-[label]-8-[field]-8-|"])
  }

  /// A constraint as its meaning (expression, relation, priority), without its label, in one orientation:
  /// `>=` turned into `<=`, an equality's first coefficient made positive.
  static func meaning(_ layout: ConstraintLayout) -> Set<String> {
    Set(
      layout.constraints.map { c in
        var expression = c.expression
        var relation = c.relation
        if relation == .greaterOrEqual || (relation == .equal && (expression.terms.first?.coefficient ?? 0) < 0) {
          expression = expression.scaled(by: -1)
          if relation == .greaterOrEqual { relation = .lessOrEqual }
        }
        return Constraint(expression: expression, relation: relation).expressionText + " @\(c.priority)"
      })
  }

  @Test func sameConstraints() throws {
    let builder = try Self.builder()
    #expect(Self.meaning(builder).count == 3)
    #expect(try Self.meaning(Self.strings()) == Self.meaning(builder))
    #expect(try Self.meaning(Self.format()) == Self.meaning(builder))
  }

  @Test(arguments: [Size(width: 300, height: 40), Size(width: 200, height: 100), Size(width: 390, height: 60)])
  func sameFrames(size: Size) throws {
    let expected = try Self.builder().node.layout(in: size)
    for layout in [try Self.strings(), try Self.format()] {
      let result = try layout.node.layout(in: size)
      #expect(result.size == expected.size)
      #expect(result["label"] == expected["label"] && result["field"] == expected["field"])
    }
    #expect(expected["field"].map { abs($0.maxX - (size.width - 8)) < 1e-6 } == true)
  }
}
