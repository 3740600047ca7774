import Testing
import TrellisCore
import TrellisSolver

/// `ConstraintLayout(…, formats:)`: the same layouts as the constraints the formats stand for, errors with the
/// format's index and column, conflicts that name the format.
@Suite struct ConstraintLayoutFormatsTests {
  /// Semantics §3's example children: Box a 40×20 hugging 240, b 60×20.
  static var children: [Node] {
    [
      Box(width: 40, height: 20).contentHuggingPriority(240, for: .horizontal).id("a"),
      Box(width: 60, height: 20).id("b"),
    ]
  }

  static let formats = ["H:|-8-[a]-8-[b]-8-|", "V:|-8-[a]-(>=8)-|", "V:|-8-[b]-(>=8)-|"]
  static let strings = [
    "a.leading == container.leading + 8", "b.leading == a.trailing + 8", "container.trailing == b.trailing + 8",
    "a.top == container.top + 8", "container.bottom >= a.bottom + 8", "b.top == container.top + 8",
    "container.bottom >= b.bottom + 8",
  ]

  /// The frames of a layout at `proposal`, by id.
  static func frames(_ layout: ConstraintLayout, _ proposal: ProposedViewSize) throws -> [String: Rect] {
    let result = try layout.node.layout(proposal: proposal, configuration: .monospaced)
    var frames = ["container": Rect(origin: .zero, size: result.size)]
    for id in ["a", "b"] { frames[id] = result[id] }
    return frames
  }

  @Test func formatsLayOutAsTheirConstraints() throws {
    let fromFormats = try ConstraintLayout(children: Self.children, formats: Self.formats)
    let fromStrings = try ConstraintLayout(
      children: Self.children, anchorConstraints: Self.strings.map { try Constraint(parsing: $0) })
    // The same constraints, whatever their labels and order.
    #expect(
      Set(fromFormats.constraints.map(\.canonicalForm)) == Set(fromStrings.constraints.map(\.canonicalForm)))
    #expect(fromFormats.constraints.count == fromStrings.constraints.count)
    for proposal in [ProposedViewSize(width: 200, height: nil), ProposedViewSize(width: 100, height: 50), .unspecified]
    {
      #expect(try Self.frames(fromFormats, proposal) == Self.frames(fromStrings, proposal), "\(proposal)")
    }
    // Unspecified: the container fits its content (semantics §3).
    #expect(try Self.frames(fromFormats, .unspecified)["container"]?.size == Size(width: 124, height: 36))
  }

  @Test func metricsAndTheBuilderForms() throws {
    let layout = ConstraintLayout(formats: ["H:|-m-[a]-m-[b]-m-|", "V:|-m-[a]-(>=m)-|"], metrics: ["m": 8]) {
      Box(width: 40, height: 20).id("a")
      Box(width: 60, height: 20).id("b")
    } constraints: { p in
      p["b"].centerY == p["a"].centerY
    }
    let result = try layout.node.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 124, height: 36))
    #expect(result["b"] == Rect(x: 56, y: 8, width: 60, height: 20))
    let plain = ConstraintLayout(formats: ["H:|[a]|", "V:|[a]|"]) { Box(width: 40, height: 20).id("a") }
    #expect(
      try plain.node.layout(proposal: .unspecified, configuration: .monospaced).size == Size(width: 40, height: 20))
  }

  @Test func badFormatsNameTheirIndexAndColumn() {
    let error = #expect(throws: ConstraintError.self) {
      try ConstraintLayout(children: Self.children, formats: ["H:|-[a]-|", "H:|-[zz]-|"])
    }
    guard case .invalidFormat(let format, let index)? = error else {
      Issue.record("expected .invalidFormat, got \(String(describing: error))")
      return
    }
    #expect(index == 1 && format.kind == .unknownView("zz") && format.column == 6)
    #expect(error?.description == "formats[1] 'H:|-[zz]-|': column 6: unknown view 'zz' (not the id of a child)")
    #expect(throws: ConstraintError.unknownItem("nope")) {
      try ConstraintLayout(formats: ["H:|[a]|"]) {
        Box(width: 1, height: 1).id("a")
      } constraints: { p in
        p["nope"].width == 3
      }.validated()
    }
  }

  /// A conflict between a format and a constraint fails the layout with a message that quotes the format.
  @Test func conflictsQuoteTheFormat() throws {
    let layout = try ConstraintLayout(
      children: [Rectangle().id("a")], formats: ["H:|-8-[a(100)]-8-|"],
      anchorConstraints: [try Constraint(parsing: "container.width == 50")])
    let error = #expect(throws: LayoutError.self) {
      try layout.node.layout(proposal: .unspecified, configuration: .monospaced)
    }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.contains("'H:|-8-[a(100)]-8-| (a.width == 100)'"), "\(message)")
    #expect(message.contains("'container.width == 50'"), "\(message)")
  }
}

extension Constraint {
  /// The constraint without its label: expression, relation and priority.
  var canonicalForm: String { expressionText + " @\(priority)" }
}
