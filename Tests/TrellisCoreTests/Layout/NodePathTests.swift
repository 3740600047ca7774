import Testing

@testable import TrellisCore

@Suite struct NodePathTests {
  @Test(
    arguments: [
      ([], "root"),
      ([.child(2)], "root.children[2]"),
      ([.child(2), .child(0)], "root.children[2].children[0]"),
      ([.child(1), .content, .child(3)], "root.children[1].content.children[3]"),
    ] as [([NodePath.Step], String)])
  func spellingRoundTrips(steps: [NodePath.Step], text: String) {
    #expect(NodePath(steps: steps).description == text)
    #expect(NodePath(parsing: text) == NodePath(steps: steps))
  }

  @Test(arguments: ["", "Root", "root.", "rootchildren[1]", "root.children[]", "root.children[-1]", "root.kids[0]"])
  func otherTextIsNotAPath(text: String) {
    #expect(NodePath(parsing: text) == nil)
  }

  @Test func appendingMovesAnInnerPathUnderAnOuterOne() {
    let outer = NodePath(steps: [.child(1)])
    #expect(outer.appending(.root) == outer)
    #expect(outer.appending(NodePath(steps: [.child(0)])).description == "root.children[1].children[0]")
    #expect(
      outer.appending(.content).appending(NodePath(steps: [.child(0)])).description
        == "root.children[1].content.children[0]")
  }

  @Test func modifiersAddNoStep() throws {
    let result = try VStack {
      Box(width: 10, height: 10)
      Box(width: 10, height: 10).padding(2).id("padded")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.entries.map(\.path) == ["root", "root.children[0]", "root.children[1]", "root.children[1]"])
  }

  @Test func depthLimitNamesTheFirstNodeTooDeep() {
    let tree = VStack { Box(width: 1, height: 1).padding(1).padding(2) }
    #expect(throws: LayoutError.depthLimitExceeded(limit: 2, path: "root.children[0]")) {
      _ = try tree.layout(
        proposal: .unspecified,
        configuration: LayoutConfiguration(
          textMeasurer: MonospacedTextMeasurer.standard, limits: LayoutLimits(maxDepth: 2)))
    }
  }

  @Test func embeddedEntriesAreUnderTheNodesContent() throws {
    let result = try VStack {
      Box(width: 10, height: 10)
      Node(
        embedded: Nested {
          HStack {
            Box(width: 5, height: 5)
            Box(width: 5, height: 5).id("inner")
          }
        }, typeName: "N")
    }.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(
      result.entries.map(\.path).suffix(3) == [
        "root.children[1].content", "root.children[1].content.children[0]", "root.children[1].content.children[1]",
      ])
  }

  /// The same id outside and inside a nested pass is under two parents: it lays out, and with no id path to tell
  /// the two apart each is keyed by its node path.
  @Test func sameIDAcrossANestedPassIsKeyedByBothPaths() throws {
    let tree = VStack {
      Box(width: 10, height: 10).id("x")
      Node(embedded: Nested { Box(width: 5, height: 5).id("x") }, typeName: "N").id("n")
    }
    let result = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    #expect(result.frames.keys.sorted() == ["n", "n/x", "x@root.children[0]"])
    #expect(result["n/x"]?.size == Size(width: 5, height: 5))
    #expect(throws: LookupError.ambiguous("x", keys: ["x@root.children[0]", "n/x"])) { try result.lookup("x") }
    #expect(result.ambiguousIDs == ["x"])
  }

  @Test(
    arguments: [
      ("root", "root.children[1]", "outer"),
      ("root.children[0]", "root.children[1].children[0]", nil),
      ("not a path", "root.children[1]", nil),
    ] as [(String, String, String?)])
  func nestedErrorsAreRelocatedUnderTheNode(inner: String, outer: String, id: String?) {
    let failing = Failing(error: .containerFailed(path: inner, id: nil, message: "m"))
    let tree = VStack {
      Box(width: 10, height: 10)
      Node(embedded: failing, typeName: "N").id("outer")
    }
    #expect(throws: LayoutError.containerFailed(path: outer, id: id, message: "m")) {
      _ = try tree.layout(in: Size(width: 100, height: 100), configuration: .monospaced)
    }
  }
}

/// Embedded content laid out by a nested pass of `content`.
private struct Nested: EmbeddedContent {
  let content: @Sendable () -> Node
  init(_ content: @escaping @Sendable () -> some View) { self.content = { content().node } }
  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    try engine.layout(content(), proposal: proposal)
  }
}

/// Embedded content whose nested pass fails with `error`.
private struct Failing: EmbeddedContent {
  let error: LayoutError
  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    throw error
  }
}
