import Testing

@testable import TrellisCore

/// Color, the shapes, Divider and Image: how each sizes, alone and in stacks (issue #13 item 3).
@Suite struct LeafShapeTests {
  /// (tree, proposal, expected root size, expected frames by id).
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
      name: "Color takes its proposal", tree: { Color.red.id("c") }, proposal: .init(width: 120, height: 30),
      size: Size(width: 120, height: 30), frames: ["c": Rect(x: 0, y: 0, width: 120, height: 30)]),
    Case(
      name: "Color ideal 10x10", tree: { Color(red: 0.1, green: 0.2, blue: 0.3).id("c") }, proposal: .unspecified,
      size: Size(width: 10, height: 10), frames: ["c": Rect(x: 0, y: 0, width: 10, height: 10)]),
    Case(
      name: "Circle is flexible, not squared",
      tree: {
        HStack(spacing: 0) {
          Circle().id("c")
          Rectangle().id("r")
        }
      }, proposal: .init(width: 200, height: 50),
      size: Size(width: 200, height: 50),
      frames: ["c": Rect(x: 0, y: 0, width: 100, height: 50), "r": Rect(x: 100, y: 0, width: 100, height: 50)]),
    Case(
      name: "ContainerRelativeShape behind a box fills its frame",
      tree: { box.padding(5).background(ContainerRelativeShape().fill(.red).id("s")) },
      proposal: .unspecified, size: Size(width: 50, height: 30),
      frames: ["s": Rect(x: 0, y: 0, width: 50, height: 30)]),
    Case(
      name: "background with a colour style",
      tree: { box.id("b").background(.blue) }, proposal: .unspecified, size: Size(width: 40, height: 20),
      frames: ["b": Rect(x: 0, y: 0, width: 40, height: 20)]),
    Case(
      name: "RoundedRectangle in a frame",
      tree: { RoundedRectangle(cornerRadius: 8).id("r").frame(width: 60, height: 40) }, proposal: .unspecified,
      size: Size(width: 60, height: 40), frames: ["r": Rect(x: 0, y: 0, width: 60, height: 40)]),
    Case(
      name: "Capsule and Ellipse share a VStack",
      tree: {
        VStack(spacing: 0) {
          Capsule().id("c")
          Ellipse().id("e")
        }
      }, proposal: .init(width: 80, height: 100),
      size: Size(width: 80, height: 100),
      frames: ["c": Rect(x: 0, y: 0, width: 80, height: 50), "e": Rect(x: 0, y: 50, width: 80, height: 50)]),
    Case(
      name: "Divider in an HStack: 1 wide, proposed height",
      tree: {
        HStack(spacing: 0) {
          box.id("a")
          Divider().id("d")
          box.id("b")
        }
      },
      proposal: .init(width: 200, height: 50), size: Size(width: 81, height: 50),
      frames: [
        "a": Rect(x: 0, y: 15, width: 40, height: 20), "d": Rect(x: 40, y: 0, width: 1, height: 50),
        "b": Rect(x: 41, y: 15, width: 40, height: 20),
      ]),
    Case(
      name: "Divider in a VStack: 1 high, proposed width",
      tree: {
        VStack(spacing: 0) {
          box.id("a")
          Divider().id("d")
          box.id("b")
        }
      },
      proposal: .init(width: 100, height: 100), size: Size(width: 100, height: 41),
      frames: [
        "a": Rect(x: 30, y: 0, width: 40, height: 20), "d": Rect(x: 0, y: 20, width: 100, height: 1),
        "b": Rect(x: 30, y: 21, width: 40, height: 20),
      ]),
    Case(
      name: "Divider outside a stack is horizontal", tree: { Divider().id("d") },
      proposal: .init(width: 100, height: 100), size: Size(width: 100, height: 1),
      frames: ["d": Rect(x: 0, y: 0, width: 100, height: 1)]),
    Case(
      name: "Divider sees its stack through modifiers",
      tree: {
        HStack(spacing: 0) {
          box
          Divider().id("d").padding(.horizontal, 4)
          box
        }
      },
      proposal: .init(width: 200, height: 50), size: Size(width: 89, height: 50),
      frames: ["d": Rect(x: 44, y: 0, width: 1, height: 50)]),
    Case(
      name: "Image keeps its size", tree: { Image("photo", width: 40, height: 30).id("i") },
      proposal: .init(width: 200, height: 200), size: Size(width: 40, height: 30),
      frames: ["i": Rect(x: 0, y: 0, width: 40, height: 30)]),
    Case(
      name: "resizable Image takes its proposal",
      tree: { Image(width: 40, height: 30).resizable().id("i") }, proposal: .init(width: 200, height: 100),
      size: Size(width: 200, height: 100), frames: ["i": Rect(x: 0, y: 0, width: 200, height: 100)]),
    Case(
      name: "resizable Image ideal is intrinsic", tree: { Image(width: 40, height: 30).resizable().id("i") },
      proposal: .unspecified, size: Size(width: 40, height: 30), frames: ["i": Rect(x: 0, y: 0, width: 40, height: 30)]),
    Case(
      name: "scaledToFit", tree: { Image(width: 40, height: 30).resizable().id("i").scaledToFit() },
      proposal: .init(width: 200, height: 200), size: Size(width: 200, height: 150),
      frames: ["i": Rect(x: 0, y: 0, width: 200, height: 150)]),
    Case(
      name: "scaledToFill", tree: { Image(width: 30, height: 40).resizable().id("i").scaledToFill() },
      proposal: .init(width: 300, height: 200), size: Size(width: 300, height: 400),
      frames: ["i": Rect(x: 0, y: 0, width: 300, height: 400)]),
    Case(
      name: "aspectRatio passes an unspecified proposal through",
      tree: { Image(width: 40, height: 30).resizable().id("i").aspectRatio(2, contentMode: .fit) },
      proposal: .unspecified, size: Size(width: 40, height: 30), frames: ["i": Rect(x: 0, y: 0, width: 40, height: 30)]),
    Case(
      name: "aspectRatio fit in a frame centres",
      tree: {
        Image(width: 40, height: 30).resizable().id("i").aspectRatio(contentMode: .fit).frame(width: 100, height: 100)
      },
      proposal: .unspecified, size: Size(width: 100, height: 100),
      frames: ["i": Rect(x: 0, y: 12.5, width: 100, height: 75)]),
  ]

  @Test(arguments: cases)
  func lays(_ c: Case) throws {
    let result = try c.tree().layout(proposal: c.proposal, configuration: .monospaced)
    #expect(result.size == c.size)
    for (id, frame) in c.frames { #expect(result[id] == frame, "\(id)") }
  }

  @Test func shapesRecordWhatTheyDraw() {
    #expect(Circle().node.style?.shape == .circle)
    #expect(Capsule(style: .circular).node.style?.shape == .capsule(style: .circular))
    #expect(RoundedRectangle(cornerRadius: -3).cornerRadius == 0)
    #expect(
      RoundedRectangle(cornerRadius: 8).node.style?.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
    #expect(Color.blue.node.style?.fill == .blue)
    #expect(Color.blue.hex == "#007aff")
    #expect(Color(red: 2, green: -1, blue: .nan, opacity: 0.5).hex == "#ff0000")
    #expect(Color(white: 0.5).opacity(0.5).opacity == 0.5)
    #expect(Image("photo", width: 1, height: 1).node.style?.imageName == "photo")
    #expect(Rectangle().node.style == nil)
    #expect(Rectangle().fill(.red).style?.shape == .rectangle)
    #expect(Circle().stroke(.red, lineWidth: 2).style?.lineWidth == 2)
  }

  @Test func negativeImageSizeIsALayoutError() {
    #expect(throws: LayoutError.self) {
      try Image(width: -1, height: 10).resizable().layout(proposal: .unspecified, configuration: .monospaced)
    }
    #expect(throws: LayoutError.self) {
      try Image(width: .nan, height: 10).layout(proposal: .unspecified, configuration: .monospaced)
    }
  }

  @Test func containerRelativeShapeAndColourBackgroundAreRecorded() throws {
    let result = try Self.box.background(.blue).background(ContainerRelativeShape().fill(.red))
      .layout(proposal: .unspecified, configuration: .monospaced)
    let shape = try #require(result.entries.first { $0.typeName == "ContainerRelativeShape" })
    // No container shape headless: SwiftUI's fallback, the frame (a rectangle).
    #expect(shape.style?.shape == .rectangle && shape.style?.fill == .red)
    #expect(result.entries.first { $0.typeName == "Color" }?.style?.fill == .blue)
  }
}

/// A stack holding a flexible child, probed with an infinite proposal by its parent: SwiftUI's everyday
/// `HStack { Color.red; VStack { Color.blue } }` (the VStack's centred child spans −∞…∞ across).
@Suite struct InfiniteProbeTests {
  @Test(arguments: [HorizontalAlignment.center, .leading, .trailing])
  func nestedFlexibleStacksShareTheProposal(_ alignment: HorizontalAlignment) throws {
    let tree = HStack(spacing: 0) {
      Color.red.id("a")
      VStack(alignment: alignment) { Color.blue.id("b") }.id("v")
    }
    let result = try tree.layout(proposal: .init(width: 100, height: 40), configuration: .monospaced)
    #expect(result["a"] == Rect(x: 0, y: 0, width: 50, height: 40))
    #expect(result["v"] == Rect(x: 50, y: 0, width: 50, height: 40))
    #expect(result["b"] == Rect(x: 50, y: 0, width: 50, height: 40))
  }
}
