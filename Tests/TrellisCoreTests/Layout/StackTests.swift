import Testing

@testable import TrellisCore

/// The stack, spacer and ZStack examples of semantics §1, as a table.
@Suite struct StackTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tree: @Sendable () -> Node
    let proposal: ProposedViewSize
    let expected: [String: Rect]
    let size: Size?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "fixed, max-80 and flexible, spacing 10",
      tree: {
        HStack(spacing: 10) {
          Box(width: 50, height: 10).id("a")
          Rectangle().frame(maxWidth: 80).id("b")
          Rectangle().id("c")
        }.node
      }, proposal: ProposedViewSize(width: 300, height: 10),
      expected: [
        "a": Rect(x: 0, y: 0, width: 50, height: 10), "b": Rect(x: 60, y: 0, width: 80, height: 10),
        "c": Rect(x: 150, y: 0, width: 150, height: 10),
      ], size: Size(width: 300, height: 10)),
    Case(
      name: "max-30 then two flexible, spacing 0",
      tree: {
        HStack(spacing: 0) {
          Rectangle().frame(maxWidth: 30).id("a")
          Rectangle().id("b")
          Rectangle().id("c")
        }.node
      }, proposal: ProposedViewSize(width: 200, height: 20),
      expected: [
        "a": Rect(x: 0, y: 0, width: 30, height: 20), "b": Rect(x: 30, y: 0, width: 85, height: 20),
        "c": Rect(x: 115, y: 0, width: 85, height: 20),
      ], size: nil),
    Case(
      name: "min-150 then flexible",
      tree: {
        HStack(spacing: 0) {
          Rectangle().frame(minWidth: 150).id("a")
          Rectangle().id("b")
        }.node
      },
      proposal: ProposedViewSize(width: 200, height: 20),
      expected: ["a": Rect(x: 0, y: 0, width: 150, height: 20), "b": Rect(x: 150, y: 0, width: 50, height: 20)],
      size: nil),
    Case(
      name: "layout priority",
      tree: {
        HStack(spacing: 0) {
          Box(width: 50, height: 20).id("a")
          Rectangle().layoutPriority(1).id("b")
          Rectangle().frame(minWidth: 30).id("c")
        }.node
      }, proposal: ProposedViewSize(width: 200, height: 20),
      expected: [
        "a": Rect(x: 0, y: 0, width: 50, height: 20), "b": Rect(x: 50, y: 0, width: 120, height: 20),
        "c": Rect(x: 170, y: 0, width: 30, height: 20),
      ], size: nil),
    Case(
      name: "spacer between fixed boxes",
      tree: {
        HStack {
          Box(width: 60, height: 20).id("a")
          Spacer().id("s")
          Box(width: 40, height: 20).id("b")
        }.node
      },
      proposal: ProposedViewSize(width: 300, height: 20),
      expected: [
        "a": Rect(x: 0, y: 0, width: 60, height: 20), "s": Rect(x: 60, y: 10, width: 200, height: 0),
        "b": Rect(x: 260, y: 0, width: 40, height: 20),
      ], size: Size(width: 300, height: 20)),
    Case(
      name: "overflow",
      tree: {
        HStack(spacing: 10) {
          Box(width: 120, height: 20).id("a")
          Box(width: 100, height: 20).id("b")
        }.node
      },
      proposal: ProposedViewSize(width: 200, height: 20),
      expected: ["a": Rect(x: 0, y: 0, width: 120, height: 20), "b": Rect(x: 130, y: 0, width: 100, height: 20)],
      size: Size(width: 230, height: 20)),
    Case(
      name: "VStack of two rectangles, default spacing",
      tree: {
        VStack {
          Rectangle().id("a")
          Rectangle().id("b")
        }.node
      },
      proposal: ProposedViewSize(width: 100, height: 500),
      expected: ["a": Rect(x: 0, y: 0, width: 100, height: 246), "b": Rect(x: 0, y: 254, width: 100, height: 246)],
      size: Size(width: 100, height: 500)),
    Case(
      name: "HStack alignment top and bottom",
      tree: {
        HStack(alignment: .bottom, spacing: 0) {
          Box(width: 10, height: 10).id("a")
          Box(width: 10, height: 30).id("b")
        }
        .node
      }, proposal: .unspecified,
      expected: ["a": Rect(x: 0, y: 20, width: 10, height: 10), "b": Rect(x: 10, y: 0, width: 10, height: 30)],
      size: Size(width: 20, height: 30)),
    Case(
      name: "VStack leading alignment",
      tree: {
        VStack(alignment: .leading, spacing: 5) {
          Box(width: 10, height: 10).id("a")
          Box(width: 30, height: 10).id("b")
        }.node
      },
      proposal: .unspecified,
      expected: ["a": Rect(x: 0, y: 0, width: 10, height: 10), "b": Rect(x: 0, y: 15, width: 30, height: 10)],
      size: Size(width: 30, height: 25)),
    Case(
      name: "ZStack centres children on the largest",
      tree: {
        ZStack {
          Box(width: 100, height: 50).id("a")
          Box(width: 20, height: 10).id("b")
        }.node
      },
      proposal: .unspecified,
      expected: ["a": Rect(x: 0, y: 0, width: 100, height: 50), "b": Rect(x: 40, y: 20, width: 20, height: 10)],
      size: Size(width: 100, height: 50)),
    Case(
      name: "ZStack bottomTrailing",
      tree: {
        ZStack(alignment: .bottomTrailing) {
          Box(width: 100, height: 50).id("a")
          Box(width: 20, height: 10).id("b")
        }.node
      },
      proposal: .unspecified,
      expected: ["b": Rect(x: 80, y: 40, width: 20, height: 10)], size: Size(width: 100, height: 50)),
    Case(
      name: "ZStack size from the highest priority only",
      tree: {
        ZStack {
          Box(width: 30, height: 30).layoutPriority(1).id("a")
          Rectangle().id("b")
        }.node
      }, proposal: ProposedViewSize(width: 200, height: 200),
      expected: ["a": Rect(x: 0, y: 0, width: 30, height: 30), "b": Rect(x: 0, y: 0, width: 30, height: 30)],
      size: Size(width: 30, height: 30)),
  ]

  /// A NaN priority counts as 0 (found by the `edges` fuzz target: the stack's loop over groups of equal priority
  /// never advanced past a NaN, so the layout hung).
  @Test func aNaNLayoutPriorityCountsAsZero() throws {
    func tree(_ priority: Double) -> Node {
      HStack(spacing: 0) {
        Rectangle().layoutPriority(priority).id("a")
        Rectangle().id("b")
        Box(width: 20, height: 10).layoutPriority(1).id("c")
      }.node
    }
    let proposal = ProposedViewSize(width: 200, height: 20)
    let result = try tree(.nan).layout(proposal: proposal, configuration: .monospaced)
    // c (priority 1) takes its 20 first; a and b share the other 180 equally.
    #expect(result.frames["a"] == Rect(x: 0, y: 0, width: 90, height: 20))
    #expect(result.frames["b"] == Rect(x: 90, y: 0, width: 90, height: 20))
    #expect(result == (try tree(0).layout(proposal: proposal, configuration: .monospaced)))
  }

  @Test(arguments: cases)
  func stackCase(_ c: Case) throws {
    let result = try c.tree().layout(proposal: c.proposal, configuration: .monospaced)
    if let size = c.size { #expect(result.size == size) }
    for (id, rect) in c.expected {
      #expect(result[id] == rect, "\(id)")
    }
  }

  @Test func unspecifiedProposalGivesIdealSizes() throws {
    let result = try HStack(spacing: 0) {
      Rectangle().id("a")
      Text("Hello").id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result["a"] == Rect(x: 0, y: 3, width: 10, height: 10))
    #expect(result["b"] == Rect(x: 10, y: 0, width: 40, height: 16))
    #expect(result.size == Size(width: 50, height: 16))
  }

  @Test func explicitSpacingPreferencesOfNestedStacks() throws {
    // Two rectangles in an HStack with no explicit spacing use the default 8.
    let result = try HStack {
      Rectangle().id("a")
      Rectangle().id("b")
    }.layout(in: Size(width: 108, height: 10), configuration: .monospaced)
    #expect(result["a"]?.width == 50)
    #expect(result["b"]?.minX == 58)
  }

  @Test func textWrapsInsideANarrowStack() throws {
    // "Hello world" wants 88 wide; offered 50 it wraps to 2 lines of at most 6 columns (48 points).
    let result = try VStack { Text("Hello world").id("t") }.layout(
      in: Size(width: 50, height: 100), configuration: .monospaced)
    #expect(result["t"]?.size == Size(width: 40, height: 32))
  }
}
