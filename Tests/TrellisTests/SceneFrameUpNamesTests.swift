import Testing
import Trellis

/// FrameUp's names in the scene format (issue #17): each FrameUp spelling, and the earlier Trellis spelling still
/// working as its alias.
@Suite struct SceneFrameUpNamesTests {
  func layout(_ text: String) throws -> LayoutResult { try Scene.read(text).layout() }

  func reason(_ text: String) -> (path: String, reason: SceneError.Reason)? {
    do {
      _ = try Scene.read(text).makeTree()
      return nil
    } catch {
      return (error.path, error.reason)
    }
  }

  @Test(arguments: ["lengthFactor", "factor"]) func relativePaddingLengthFactor(name: String) throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 300, "height": 300},
       "root": {"type": "Box", "width": 80, "height": 40, "id": "b",
                "modifiers": [{"type": "relativePadding", "\#(name)": 0.1}]}}
      """#)
    #expect(result.size == Size(width: 100, height: 50))
    #expect(result["b"] == Rect(x: 10, y: 5, width: 80, height: 40))
  }

  @Test func unclippedTextRendererIsRecordedWithoutMovingTheText() throws {
    let text = #"{"type": "Text", "id": "t", "text": "f", "modifiers": [{"type": "font", "size": 30}"#
    let plain = try layout(#"{"root": \#(text)]}}"#)
    let unclipped = try layout(#"{"root": \#(text), {"type": "unclippedTextRenderer"}]}}"#)
    #expect(unclipped.frames == plain.frames)
    #expect(unclipped.entries.first { $0.id == "t" }?.style?.handlers == ["textRenderer(UnclippedTextRenderer)"])
  }

  @Test func relativePaddingBothNamesIsAnError() {
    let bad = reason(
      #"{"root": {"type": "Rectangle", "modifiers": [{"type": "relativePadding", "lengthFactor": 0.1, "factor": 0.2}]}}"#
    )
    #expect(bad?.path == "root.modifiers[0].factor")
    #expect(
      bad?.reason
        == .conflictingParameters(
          ["lengthFactor", "factor"], detail: "factor is another name for lengthFactor; give one of them"))
  }

  @Test(arguments: [("left", "right"), ("leading", "trailing")]) func overlappingImageSides(left: String, right: String)
    throws
  {
    let result = try layout(
      #"""
      {"proposal": {"width": 500, "height": 100},
       "root": {"type": "OverlappingImage", "aspectRatio": 2, "\#(left)": 0.1, "\#(right)": 0.2}}
      """#)
    // Frame aspect 2 · (1 − 0.3) = 1.4: 140×100 in 500×100.
    #expect(result.size == Size(width: 140, height: 100))
  }

  @Test func overlappingImageLeftAndLeadingConflict() {
    let bad = reason(#"{"root": {"type": "OverlappingImage", "aspectRatio": 1, "left": 0.1, "leading": 0.1}}"#)
    #expect(bad?.path == "root.leading")
  }

  @Test func smartScrollViewShowsIndicators() throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 300, "height": 500},
       "root": {"type": "SmartScrollView", "showsIndicators": false,
                "children": [{"type": "Box", "width": 280, "height": 800}]}}
      """#)
    #expect(result.size == Size(width: 280, height: 500))
  }

  @Test(arguments: [
    ("HFlowLayout", #""horizontalSpacing": 10, "verticalSpacing": 10"#),
    ("HFlow", #""horizontalSpacing": 10, "verticalSpacing": 10"#),
  ])
  func hflowLayoutTakesTheProposal(type: String, spacing: String) throws {
    let result = try layout(
      #"""
      {"proposal": {"width": 200},
       "root": {"type": "\#(type)", \#(spacing), "children": [
         {"type": "Box", "width": 80, "height": 20, "id": "a"}, {"type": "Box", "width": 70, "height": 30},
         {"type": "Box", "width": 60, "height": 20, "id": "c"}, {"type": "Box", "width": 50, "height": 40},
         {"type": "Box", "width": 120, "height": 10}]}}
      """#)
    // Semantics §2 HFlow example at maxWidth 200: the third item starts the second row at y 40; 160×100.
    #expect(result["c"]?.origin == Point(x: 0, y: 40))
    #expect(result.size == Size(width: 160, height: 100))
  }

  @Test func layoutFormsHaveNoBound() {
    let bad = reason(#"{"root": {"type": "HFlowLayout", "maxWidth": 100}}"#)
    #expect(bad?.path == "root.maxWidth")
    #expect(reason(#"{"root": {"type": "VMasonryLayout", "columns": 2, "maxWidth": 100}}"#)?.path == "root.maxWidth")
  }

  @Test func otherLayoutForms() throws {
    let boxes = #"[{"type": "Box", "width": 30, "height": 40}, {"type": "Box", "width": 50, "height": 50, "id": "b"}]"#
    let vflow = try layout(#"{"proposal": {"height": 60}, "root": {"type": "VFlowLayout", "children": \#(boxes)}}"#)
    #expect(vflow["b"]?.origin == Point(x: 40, y: 0))
    let vmasonry = try layout(
      #"{"proposal": {"width": 210}, "root": {"type": "VMasonryLayout", "columns": 2, "children": \#(boxes)}}"#)
    // Columns 100 wide; the default alignment (top) centres the 50-wide box in the second column: 110 + 25.
    #expect(vmasonry["b"]?.origin == Point(x: 135, y: 0))
    let hmasonry = try layout(
      #"{"proposal": {"height": 110}, "root": {"type": "HMasonryLayout", "rows": 2, "children": \#(boxes)}}"#)
    #expect(hmasonry["b"]?.origin == Point(x: 0, y: 60))
  }

  @Test func tagViewForScrollView() throws {
    let result = try layout(
      #"""
      {"root": {"type": "TagViewForScrollView", "maxWidth": 100, "children": [
         {"type": "Box", "width": 40, "height": 20}, {"type": "Box", "width": 40, "height": 20},
         {"type": "Box", "width": 40, "height": 20, "id": "third"}]}}
      """#)
    #expect(result["third"]?.origin == Point(x: 0, y: 20))
    #expect(result.size == Size(width: 80, height: 40))
    #expect(reason(#"{"root": {"type": "TagViewForScrollView"}}"#)?.path == "root.maxWidth")
  }

  @Test(arguments: [("justified", 0.0), ("top", 0), ("bottom", 150)]) func hstackFULayoutAlignments(
    name: String, y: Double
  ) throws {
    let result = try layout(
      #"""
      {"root": {"type": "HStackFULayout", "alignment": "\#(name)", "maxHeight": 1000, "children": [
         {"type": "Box", "width": 50, "height": 50, "id": "a"}, {"type": "Box", "width": 50, "height": 200}]}}
      """#)
    #expect(result["a"]?.origin == Point(x: 0, y: y))
  }

  @Test(arguments: [("justified", 0.0, 0.0), ("centerJustified", 0, 10), ("justifiedTrailing", 20, 0)])
  func zstackFULayoutJustified(name: String, x: Double, y: Double) throws {
    let result = try layout(
      #"""
      {"root": {"type": "ZStackFULayout", "alignment": "\#(name)", "maxWidth": 100, "maxHeight": 100, "children": [
         {"type": "Box", "width": 40, "height": 10, "id": "short"},
         {"type": "Box", "width": 20, "height": 30, "id": "narrow"}]}}
      """#)
    #expect(result["narrow"]?.origin == Point(x: x, y: 0))
    #expect(result["short"]?.origin == Point(x: 0, y: y))
    #expect(result.size == Size(width: 40, height: 30))
  }
}
