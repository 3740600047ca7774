import Foundation
import Testing
import Trellis

/// `trellis layout` on scenes with grids and right-to-left layout, and its exit 64 naming the JSON path of a bad
/// grid parameter.
@Suite struct GridCLITests {
  @Test func layoutsAGridSceneWithEveryGridType() throws {
    let scene = #"""
      {"proposal": {"width": 300, "height": null}, "root": {"type": "VStack", "spacing": 0, "alignment": "leading", "children": [
        {"type": "Grid", "horizontalSpacing": 0, "verticalSpacing": 0, "alignment": "topLeading", "children": [
          {"type": "GridRow", "alignment": "bottom", "children": [
            {"type": "Box", "id": "a", "width": 50, "height": 10},
            {"type": "Box", "id": "b", "width": 20, "height": 30,
             "modifiers": [{"type": "gridColumnAlignment", "guide": "trailing"}]}]},
          {"type": "GridRow", "children": [
            {"type": "Box", "id": "c", "width": 100, "height": 10, "modifiers": [{"type": "gridCellColumns", "count": 2}]}]},
          {"type": "Rectangle", "id": "line", "modifiers": [{"type": "frame", "height": 1},
            {"type": "gridCellUnsizedAxes", "axes": "horizontal"}]},
          {"type": "GridRow", "children": [{"type": "Box", "id": "d", "width": 10, "height": 10,
            "modifiers": [{"type": "gridCellAnchor", "anchor": "bottomTrailing"}]}]}]},
        {"type": "LazyVGrid", "id": "lazy", "spacing": 0, "columns": [{"type": "fixed", "size": 40, "spacing": 10},
          {"type": "flexible", "minimum": 10, "maximum": "infinity", "spacing": 0},
          {"type": "adaptive", "minimum": 80, "maximum": "infinity"}],
         "children": [{"type": "Box", "id": "l0", "width": 40, "height": 10}, {"type": "Box", "id": "l1", "width": 10, "height": 10},
                      {"type": "Box", "id": "l2", "width": 10, "height": 10}]},
        {"type": "LazyHGrid", "id": "hgrid", "spacing": 0, "rows": [{"type": "fixed", "size": 20}],
         "children": [{"type": "Box", "id": "h0", "width": 30, "height": 10}]},
        {"type": "HStack", "spacing": 0, "modifiers": [{"type": "environment", "layoutDirection": "rightToLeft"}],
         "children": [{"type": "Box", "id": "r0", "width": 10, "height": 10}, {"type": "Box", "id": "r1", "width": 20, "height": 10}]}
      ]}}
      """#
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 0, "\(output.stderr)")
    let frames = try #require(try JSONValue.parse(output.stdout)["frames"])
    func frame(_ id: String) -> String { frames[id].map { $0.serialized() } ?? "missing" }
    // Columns 65 and 35 (c spans both, 30 wider than 50 + 20); a at the bottom of its 30-high row.
    #expect(try frames["a"] == JSONValue.parse(#"{"x": 0, "y": 20, "width": 50, "height": 10}"#), "\(frame("a"))")
    #expect(try frames["b"] == JSONValue.parse(#"{"x": 80, "y": 0, "width": 20, "height": 30}"#), "\(frame("b"))")
    #expect(try frames["line"] == JSONValue.parse(#"{"x": 0, "y": 40, "width": 100, "height": 1}"#), "\(frame("line"))")
    #expect(try frames["d"] == JSONValue.parse(#"{"x": 55, "y": 41, "width": 10, "height": 10}"#), "\(frame("d"))")
    // The lazy grid below the 51-high grid, 300 wide: fixed 40, then flexible and adaptive 125 each; the LazyHGrid
    // (one 20-high row) below it, then the right-to-left HStack (30 wide) below that.
    #expect(try frames["l1"] == JSONValue.parse(#"{"x": 107.5, "y": 51, "width": 10, "height": 10}"#), "\(frame("l1"))")
    #expect(try frames["h0"] == JSONValue.parse(#"{"x": 0, "y": 66, "width": 30, "height": 10}"#), "\(frame("h0"))")
    #expect(try frames["r0"] == JSONValue.parse(#"{"x": 20, "y": 81, "width": 10, "height": 10}"#), "\(frame("r0"))")
    #expect(try frames["r1"] == JSONValue.parse(#"{"x": 0, "y": 81, "width": 20, "height": 10}"#), "\(frame("r1"))")
  }

  static func lazy(_ columns: String) -> String {
    #"{"root": {"type": "LazyVGrid", "columns": \#(columns), "children": [{"type": "Box", "width": 1, "height": 1}]}}"#
  }

  static func cell(_ modifier: String) -> String {
    #"{"root": {"type": "Grid", "children": [{"type": "GridRow", "children": [{"type": "Box", "width": 1, "height": 1, "modifiers": [\#(modifier)]}]}]}}"#
  }

  @Test(arguments: [
    (lazy(#"[{"type": "fixed", "size": -4}]"#), "root.columns[0].size"),
    (lazy(#"[{"type": "fixed", "size": "infinity"}]"#), "root.columns[0].size"),
    (lazy(#"[{"type": "fixed"}]"#), "root.columns[0].size"),
    (lazy(#"[{"type": "flexible"}, {"type": "flexible", "minimum": 50, "maximum": 20}]"#), "root.columns[1].maximum"),
    (lazy(#"[{"type": "flexible", "minimum": -1}]"#), "root.columns[0].minimum"),
    (lazy(#"[{"type": "adaptive", "minimum": 0}]"#), "root.columns[0].minimum"),
    (lazy(#"[{"type": "adaptive"}]"#), "root.columns[0].minimum"),
    (lazy(#"[{"type": "flexible", "spacing": -3}]"#), "root.columns[0].spacing"),
    (lazy(#"[{"type": "flexible", "alignment": "middle"}]"#), "root.columns[0].alignment"),
    (lazy(#"[{"type": "stretchy"}]"#), "root.columns[0].type"),
    (lazy(#"[{"type": "fixed", "size": 10, "minimum": 3}]"#), "root.columns[0].minimum"),
    (lazy(#"{"type": "fixed"}"#), "root.columns"),
    (#"{"root": {"type": "LazyVGrid", "children": []}}"#, "root.columns"),
    (#"{"root": {"type": "LazyHGrid", "rows": [{"type": "fixed", "size": -1}], "children": []}}"#, "root.rows[0].size"),
    (#"{"root": {"type": "Grid", "horizontalSpacing": "wide", "children": []}}"#, "root.horizontalSpacing"),
    (#"{"root": {"type": "GridRow", "alignment": "leading", "children": []}}"#, "root.alignment"),
    (cell(#"{"type": "gridCellColumns", "count": 0}"#), "root.children[0].children[0].modifiers[0].count"),
    (cell(#"{"type": "gridColumnAlignment", "guide": "top"}"#), "root.children[0].children[0].modifiers[0].guide"),
    (cell(#"{"type": "gridCellUnsizedAxes", "axes": "diagonal"}"#), "root.children[0].children[0].modifiers[0].axes"),
    (cell(#"{"type": "gridCellAnchor", "anchor": "middle"}"#), "root.children[0].children[0].modifiers[0].anchor"),
    (
      cell(#"{"type": "environment", "layoutDirection": "upsideDown"}"#),
      "root.children[0].children[0].modifiers[0].layoutDirection"
    ),
    (cell(#"{"type": "environment"}"#), "root.children[0].children[0].modifiers[0].layoutDirection"),
  ])
  func badGridParameterExits64WithPath(scene: String, path: String) throws {
    let output = try runTrellis(["layout", "-"], input: scene)
    #expect(output.status == 64, "\(output.stdout)")
    #expect(output.stderr.contains(path), "\(output.stderr)")
  }
}
