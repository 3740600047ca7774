import Testing

@testable import TrellisCore

/// position, hidden, zIndex, padding edge sets, safeAreaPadding, offset and frame alignment (issue #13 item 3).
@Suite struct PlacementModifierTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tree: @Sendable () -> any View
    let proposal: ProposedViewSize
    let size: Size
    let frames: [String: Rect]
    var testDescription: String { name }
  }

  static let box = Box(width: 40, height: 20)

  static let cases: [Case] = [
    Case(
      name: "position takes the proposal and centres the child",
      tree: { Box(width: 20, height: 10).id("b").position(x: 50, y: 30).id("p") },
      proposal: .init(width: 200, height: 100), size: Size(width: 200, height: 100),
      frames: ["p": Rect(x: 0, y: 0, width: 200, height: 100), "b": Rect(x: 40, y: 25, width: 20, height: 10)]),
    Case(
      name: "position unspecified is 10x10", tree: { Box(width: 20, height: 10).id("b").position(x: 5, y: 5) },
      proposal: .unspecified, size: Size(width: 10, height: 10), frames: ["b": Rect(x: -5, y: 0, width: 20, height: 10)]
    ),
    Case(
      name: "position in a VStack fills its share",
      tree: {
        VStack(spacing: 0) {
          box.id("a")
          Rectangle().position(x: 0, y: 0).id("p")
        }
      },
      proposal: .init(width: 100, height: 100), size: Size(width: 100, height: 100),
      frames: ["a": Rect(x: 30, y: 0, width: 40, height: 20), "p": Rect(x: 0, y: 20, width: 100, height: 80)]),
    Case(
      name: "hidden keeps its frame",
      tree: {
        HStack(spacing: 0) {
          box.id("a").hidden()
          box.id("b")
        }
      },
      proposal: .unspecified, size: Size(width: 80, height: 20),
      frames: ["a": Rect(x: 0, y: 0, width: 40, height: 20), "b": Rect(x: 40, y: 0, width: 40, height: 20)]),
    Case(
      name: "zIndex moves nothing",
      tree: {
        ZStack {
          box.id("a").zIndex(2)
          Box(width: 20, height: 10).id("b")
        }
      }, proposal: .unspecified,
      size: Size(width: 40, height: 20),
      frames: ["a": Rect(x: 0, y: 0, width: 40, height: 20), "b": Rect(x: 10, y: 5, width: 20, height: 10)]),
    Case(
      name: "padding leading", tree: { box.id("b").padding(.leading, 10) }, proposal: .unspecified,
      size: Size(width: 50, height: 20), frames: ["b": Rect(x: 10, y: 0, width: 40, height: 20)]),
    Case(
      name: "padding top and trailing", tree: { box.id("b").padding([.top, .trailing], 5) }, proposal: .unspecified,
      size: Size(width: 45, height: 25), frames: ["b": Rect(x: 0, y: 5, width: 40, height: 20)]),
    Case(
      name: "padding vertical default", tree: { box.id("b").padding(.vertical) }, proposal: .unspecified,
      size: Size(width: 40, height: 52), frames: ["b": Rect(x: 0, y: 16, width: 40, height: 20)]),
    Case(
      name: "safeAreaPadding is padding", tree: { box.id("b").safeAreaPadding(.horizontal, 8) },
      proposal: .unspecified, size: Size(width: 56, height: 20), frames: ["b": Rect(x: 8, y: 0, width: 40, height: 20)]),
    Case(
      name: "offset moves only the child",
      tree: {
        HStack(spacing: 0) {
          box.id("a").offset(x: 5, y: -3)
          box.id("b")
        }
      },
      proposal: .unspecified, size: Size(width: 80, height: 20),
      frames: ["a": Rect(x: 5, y: -3, width: 40, height: 20), "b": Rect(x: 40, y: 0, width: 40, height: 20)]),
    Case(
      name: "frame maxWidth infinity leading", tree: { box.id("b").frame(maxWidth: .infinity, alignment: .leading) },
      proposal: .init(width: 300, height: 100), size: Size(width: 300, height: 20),
      frames: ["b": Rect(x: 0, y: 0, width: 40, height: 20)]),
    Case(
      name: "frame maxWidth infinity trailing", tree: { box.id("b").frame(maxWidth: .infinity, alignment: .trailing) },
      proposal: .init(width: 300, height: 100), size: Size(width: 300, height: 20),
      frames: ["b": Rect(x: 260, y: 0, width: 40, height: 20)]),
  ]

  @Test(arguments: cases)
  func lays(_ c: Case) throws {
    let result = try c.tree().layout(proposal: c.proposal, configuration: .monospaced)
    #expect(result.size == c.size)
    for (id, frame) in c.frames { #expect(result[id] == frame, "\(id)") }
  }

  @Test func zIndexOrdersTheEntries() throws {
    let box = Self.box
    let tree = ZStack {
      box.id("a").zIndex(2)
      box.id("b")
      box.id("c").zIndex(-1)
      box.id("d")
    }
    let result = try tree.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.entries.compactMap(\.id) == ["c", "b", "d", "a"])
    // Child order is kept where the API promises it.
    #expect(result.childFrames()?.count == 4)
    let plain = try ZStack {
      box.id("a")
      box.id("b")
    }.layout(proposal: .unspecified, configuration: .monospaced)
    #expect(plain.entries.compactMap(\.id) == ["a", "b"])
  }

  @Test func hiddenStaysInTheResults() throws {
    let result = try VStack { Self.box.id("a").hidden() }.layout(proposal: .unspecified, configuration: .monospaced)
    let entry = try #require(result.entries.first { $0.id == "a" })
    #expect(entry.style?.isHidden == true)
    #expect(entry.isHidden(in: result.entries))
    #expect(result.entries[0].isHidden(in: result.entries) == false)
  }

  @Test func nanPositionIsALayoutError() {
    #expect(throws: LayoutError.self) {
      try Self.box.position(x: .nan, y: 0).layout(proposal: .unspecified, configuration: .monospaced)
    }
  }
}
