import Testing

@testable import TrellisCore

/// Text baselines as alignment guides with the monospaced measurer (8 × 16 per character, each line's baseline at
/// its bottom): semantics §1 "Text baselines".
@Suite struct BaselineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let tree: @Sendable () -> any View
    let size: Size
    let frames: [String: Rect]
    var testDescription: String { name }
  }

  static func text(_ s: String) -> Text { Text(s, measurer: MonospacedTextMeasurer.standard) }

  static let cases: [Case] = [
    Case(
      name: "first baseline: a box's bottom meets the text's first line",
      tree: {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          text("a\nb").id("t")
          Box(width: 10, height: 10).id("b")
        }
      }, size: Size(width: 18, height: 32),
      frames: ["t": Rect(x: 0, y: 0, width: 8, height: 32), "b": Rect(x: 8, y: 6, width: 10, height: 10)]),
    Case(
      name: "last baseline: the text's last line",
      tree: {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
          text("a\nb").id("t")
          Box(width: 10, height: 10).id("b")
        }
      }, size: Size(width: 18, height: 32),
      frames: ["t": Rect(x: 0, y: 0, width: 8, height: 32), "b": Rect(x: 8, y: 22, width: 10, height: 10)]),
    Case(
      name: "other leaves default to their height",
      tree: {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Box(width: 10, height: 30).id("a")
          Circle().id("c").frame(width: 10, height: 10)
          Image(width: 10, height: 20).id("i")
        }
      }, size: Size(width: 30, height: 30),
      frames: [
        "a": Rect(x: 0, y: 0, width: 10, height: 30), "c": Rect(x: 10, y: 20, width: 10, height: 10),
        "i": Rect(x: 20, y: 10, width: 10, height: 20),
      ]),
    Case(
      name: "a stack passes up its first child's first baseline",
      tree: {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          VStack(spacing: 0) {
            Box(width: 10, height: 30).id("box")
            text("x").id("x")
          }.id("v")
          text("y").id("y")
        }
      }, size: Size(width: 18, height: 46),
      frames: ["v": Rect(x: 0, y: 0, width: 10, height: 46), "y": Rect(x: 10, y: 14, width: 8, height: 16)]),
    Case(
      name: "a stack passes up its last child's last baseline",
      tree: {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
          VStack(spacing: 0) {
            Box(width: 10, height: 30).id("box")
            text("x").id("x")
          }.id("v")
          text("y").id("y")
        }
      }, size: Size(width: 18, height: 46),
      frames: ["v": Rect(x: 0, y: 0, width: 10, height: 46), "y": Rect(x: 10, y: 30, width: 8, height: 16)]),
    Case(
      name: "an alignment guide overrides a baseline",
      tree: {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          text("a").id("t")
          Box(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 4 }.id("b")
        }
      }, size: Size(width: 18, height: 22),
      frames: ["t": Rect(x: 0, y: 0, width: 8, height: 16), "b": Rect(x: 8, y: 12, width: 10, height: 10)]),
  ]

  @Test(arguments: cases)
  func aligns(_ c: Case) throws {
    let result = try c.tree().layout(proposal: .unspecified, configuration: .monospaced)
    #expect(result.size == c.size)
    for (id, frame) in c.frames { #expect(result[id] == frame, "\(id)") }
  }
}
