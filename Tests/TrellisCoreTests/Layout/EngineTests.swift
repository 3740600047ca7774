import Testing

@testable import TrellisCore

@Suite struct EngineTests {
  /// A leaf that counts how often it is measured.
  final class Counter: @unchecked Sendable {
    var count = 0
  }
  struct Counted: LeafContent {
    let counter: Counter
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
      counter.count += 1
      return proposal.replacingUnspecifiedDimensions(by: Size(width: 20, height: 20))
    }
  }

  func nested(depth: Int, counter: Counter) -> Node {
    var node = Node(leaf: Counted(counter: counter), typeName: "Counted")
    for level in 0..<depth {
      let sibling = Box(width: 5, height: 5)
      node =
        level % 2 == 0
        ? HStack {
          node
          sibling
        }.node
        : VStack {
          node
          sibling
        }.node
    }
    return node
  }

  @Test func measurementsGrowLinearlyWithDepth() throws {
    var counts: [Int] = []
    var computations: [Int] = []
    for depth in [3, 6, 9, 12] {
      let counter = Counter()
      let result = try nested(depth: depth, counter: counter).layout(
        in: Size(width: 400, height: 400), configuration: .monospaced)
      counts.append(counter.count)
      computations.append(result.statistics.sizeComputations)
      // Each stack level asks a bounded number of distinct proposals of the leaf, not a multiple of the level below.
      #expect(result.statistics.sizeComputations <= 12 * result.statistics.nodeCount)
    }
    // Linear growth: equal steps of depth add a bounded, non-growing number of measurements.
    let steps = zip(computations.dropFirst(), computations).map { $0 - $1 }
    #expect(Set(steps).count == 1, "size computations \(computations) do not grow linearly")
    // The deepest leaf is measured a constant number of times, whatever the depth above it.
    #expect(Set(counts).count == 1 && counts[0] <= 12, "leaf measured \(counts) times")
  }

  @Test func resultWalkIsPreOrderWithParents() throws {
    let result = try VStack {
      Box(width: 10, height: 10).id("a")
      HStack {
        Box(width: 10, height: 10).id("b")
        Box(width: 10, height: 10).id("c")
      }.id("row")
    }.id("root").layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.entries.map { $0.id ?? "-" } == ["root", "a", "row", "b", "c"])
    #expect(result.entries.map(\.depth) == [0, 1, 1, 2, 2])
    #expect(result.entries[3].parent == 2)
    #expect(result.entries[2].path == "root.children[1]")
    #expect(result.entries[0].role == .container)
    #expect(result.entries[1].role == .leaf)
  }

  @Test func invalidProposalIsAnError() {
    let error = #expect(throws: LayoutError.self) {
      try Box(width: 1, height: 1).layout(
        proposal: ProposedViewSize(width: CGFloat.nan, height: 1), configuration: .monospaced)
    }
    guard case .invalidProposal(let p)? = error else {
      Issue.record("wrong error")
      return
    }
    #expect(p.width?.isNaN == true)
    #expect(throws: LayoutError.self) {
      try Box(width: 1, height: 1).layout(in: Size(width: -1, height: 1), configuration: .monospaced)
    }
  }

  @Test func invalidLeafSizeNamesThePath() {
    do {
      _ = try HStack {
        Box(width: 1, height: 1)
        Box(width: .nan, height: 2).id("bad")
      }.layout(proposal: .unspecified, configuration: .monospaced)
      Issue.record("expected an error")
    } catch {
      guard case .invalidSize(let path, let id, _, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path == "root.children[1]")
      #expect(id == "bad")
    }
    #expect(throws: LayoutError.self) {
      try Box(width: -3, height: 2).layout(proposal: .unspecified, configuration: .monospaced)
    }
  }

  @Test func infiniteFrameIsAnErrorNotACrash() {
    #expect(throws: LayoutError.self) { try Rectangle().layout(proposal: .infinity, configuration: .monospaced) }
  }

  @Test func duplicateIDs() {
    #expect(throws: LayoutError.duplicateID("x", paths: ["root.children[0]", "root.children[1]"])) {
      try HStack {
        Box(width: 1, height: 1).id("x")
        Box(width: 1, height: 1).id("x")
      }.layout(proposal: .unspecified, configuration: .monospaced)
    }
  }

  @Test func depthLimit() {
    var node = Box(width: 1, height: 1).node
    for _ in 0..<40 { node = node.padding(1) }
    #expect(throws: LayoutError.self) {
      try node.layout(
        proposal: .unspecified,
        configuration: LayoutConfiguration(
          textMeasurer: MonospacedTextMeasurer.standard, limits: LayoutLimits(maxDepth: 20)))
    }
    #expect(throws: Never.self) {
      try node.layout(
        proposal: .unspecified,
        configuration: LayoutConfiguration(
          textMeasurer: MonospacedTextMeasurer.standard, limits: LayoutLimits(maxDepth: 40)))
    }
  }

  @Test func nodeLimit() {
    let tree = HStack { for _ in 0..<50 { Box(width: 1, height: 1) } }
    #expect(throws: LayoutError.nodeLimitExceeded(limit: 10, count: 51)) {
      try tree.layout(
        proposal: .unspecified,
        configuration: LayoutConfiguration(
          textMeasurer: MonospacedTextMeasurer.standard, limits: LayoutLimits(maxNodes: 10)))
    }
  }

  @Test func emptyContainersAreZero() throws {
    #expect(try HStack {}.layout(proposal: .unspecified, configuration: .monospaced).size == .zero)
    #expect(try ZStack {}.layout(in: Size(width: 5, height: 5), configuration: .monospaced).size == .zero)
  }

  @Test func sizeThatFitsWithoutPlacing() throws {
    let size = try LayoutEngine(configuration: .monospaced).sizeThatFits(
      HStack(spacing: 0) {
        Box(width: 3, height: 4)
        Box(width: 5, height: 6)
      },
      proposal: .unspecified)
    #expect(size == Size(width: 8, height: 6))
  }
}

@Suite struct BuilderTests {
  struct Item: Identifiable, Sendable {
    let id: String
    let width: Double
  }

  @Test func conditionalsLoopsAndForEach() throws {
    let show = true
    let hide = false
    let maybe: Box? = nil
    let items = [Item(id: "x", width: 10), Item(id: "y", width: 20)]
    let tree = HStack(spacing: 0) {
      if show { Box(width: 1, height: 1).id("shown") }
      if hide { Box(width: 1, height: 1).id("hidden") } else { Box(width: 2, height: 1).id("else") }
      for i in 0..<2 { Box(width: 3, height: 1).id("loop\(i)") }
      ForEach(items) { item in Box(width: item.width, height: 1) }
      ForEach(0..<2) { i in Box(width: 4, height: 1) }
      maybe
      Group { Box(width: 5, height: 1).id("grouped") }
    }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(
      result.entries.compactMap(\.id) == ["shown", "else", "loop0", "loop1", "x", "y", "0", "1", "grouped"])
    #expect(result["y"]?.minX == 19)
    #expect(result.size.width == CGFloat(1 + 2 + 6 + 30 + 8 + 5))
  }
}

/// Modifiers written on a group (``Group``, ``ForEach``) apply to each of its views, as in SwiftUI, and the views stay
/// the parent's children: styling, recorded handlers, grid cell values and a layout direction must not turn the group
/// into one stacked view.
@Suite struct GroupModifierTests {
  private func members(_ group: Node) throws -> [CGRect] {
    let tree = HStack(spacing: 0) { group }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    return ["a", "b"].compactMap { result[$0] }
  }

  private var group: Node {
    Group {
      Box(width: 3, height: 1).id("a")
      Box(width: 4, height: 2).id("b")
    }.node
  }

  @Test func eachModifierKeepsTheGroupsViewsSideBySide() throws {
    // Side by side in the HStack: a at x 0, b at x 3 (a's width), each centred on the row's height 2.
    let expected = [CGRect(x: 0, y: 0.5, width: 3, height: 1), CGRect(x: 3, y: 0, width: 4, height: 2)]
    #expect(try members(group) == expected)
    #expect(try members(group.foregroundColor(.red)) == expected)
    #expect(try members(group.opacity(0.5)) == expected)
    #expect(try members(group.onAppear {}) == expected)
    #expect(try members(group.gridCellColumns(2)) == expected)
    #expect(try members(group.environment(\.layoutDirection, .rightToLeft).node) == expected)
  }

  @Test func eachViewOfTheGroupCarriesTheModifier() throws {
    let styled = group.foregroundColor(.red).onAppear {}
    #expect(styled.isGroup)
    #expect(styled.children.count == 2)
    for child in styled.children {
      #expect(child.style?.foregroundColor == .red)
      #expect(child.style?.handlers == ["onAppear"])
    }
  }
}

@Suite struct DeepTreeTests {
  @Test func aHundredThousandLevelsFailCleanlyAndFreeWithoutOverflow() throws {
    var node = Box(width: 1, height: 1).node
    for _ in 0..<100_000 { node = node.padding(1) }
    #expect(throws: LayoutError.self) { try node.layout(proposal: .unspecified, configuration: .monospaced) }
    // Dropping the last reference frees 10⁵ nested nodes; this would overflow the stack without Node's deinit.
    node = Box(width: 1, height: 1).node
    #expect(try node.layout(proposal: .unspecified, configuration: .monospaced).size == Size(width: 1, height: 1))
  }

  @Test func wideTreeOfAHundredThousandLeaves() throws {
    let tree = VStack(spacing: 0) { for _ in 0..<100_000 { Box(width: 1, height: 1) } }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == Size(width: 1, height: 100_000))
    #expect(result.entries.count == 100_001)
  }
}

/// `Optional` of a view is a view (SwiftUI's conformance), as a pasted `ButtonStyle` uses it:
/// `.overlay(isPressed ? Color.black.opacity(0.2) : nil)`.
@Suite struct OptionalViewTests {
  @Test func anOptionalOverlayIsLaidOnlyWhenPresent() throws {
    for pressed in [false, true] {
      let tree = Box(width: 40, height: 20).id("box")
        .overlay(pressed ? Color.black.opacity(0.2).id("shade") : nil)
      let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
      #expect(result.size == CGSize(width: 40, height: 20))
      // The shade is proposed the box's size and fills it; without it, no entry.
      #expect(result["shade"] == (pressed ? CGRect(x: 0, y: 0, width: 40, height: 20) : nil))
    }
  }

  @Test func anOptionalChildOfAStackTakesNoSpacingWhenNil() throws {
    let missing: Box? = nil
    let tree = HStack(spacing: 10) {
      Box(width: 5, height: 5)
      missing
      Optional(Box(width: 7, height: 5)).id("present")
    }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size.width == 22)  // 5 + 10 + 7: the nil view is no child, so one spacing only
    #expect(result["present"]?.minX == 15)
  }
}
