import Testing
import Trellis

/// `trellis layout` with FrameUp's names: the new node types lay out, and a bad parameter exits 64 naming its path.
@Suite struct CLIFrameUpNamesTests {
  @Test func frameUpNamesLayOut() throws {
    let output = try runTrellis(
      ["layout", "-"],
      input: #"""
        {"proposal": {"width": 200}, "root": {"type": "HFlowLayout", "children": [
          {"type": "Box", "width": 120, "height": 20, "id": "a"}, {"type": "Box", "width": 120, "height": 20, "id": "b",
           "modifiers": [{"type": "scaledToFit", "width": 60, "height": 60, "scaleMode": "shrink"}]}]}}
        """#)
    #expect(output.status == 0, "\(output.stderr)")
    let frames = try JSONValue.parse(output.stdout)["frames"]
    // The second box scaled to fit 60×60 (shrink): 60×10, so it joins the first row (120 + 10 + 60 ≤ 200).
    #expect(frames?["b"]?["width"] == .number(60))
    #expect(frames?["b"]?["x"] == .number(130))
  }

  @Test(arguments: [
    (#"{"root": {"type": "HFlowLayout", "maxWidth": 100}}"#, "root.maxWidth"),
    (#"{"root": {"type": "TagViewForScrollView", "maxWidth": -5}}"#, "root.maxWidth"),
    (
      #"{"root": {"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "scaledToFit", "width": 5, "scaleMode": "upwards"}]}}"#,
      "root.modifiers[0].scaleMode"
    ),
    (#"{"root": {"type": "ZStackFULayout", "alignment": "middle", "maxWidth": 1, "maxHeight": 1}}"#, "root.alignment"),
    (#"{"root": {"type": "OverlappingImage", "aspectRatio": 1, "left": "x"}}"#, "root.left"),
  ])
  func badParameterExits64(scene: String, path: String) throws {
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 64)
    #expect(output.stderr.contains(path), "\(output.stderr)")
  }
}
