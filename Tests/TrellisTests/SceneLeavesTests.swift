import Testing
import Trellis

/// The leaves, placement and styling modifiers of the scene format; their errors name the JSON path, and
/// `trellis layout` exits 64 on them.
@Suite struct SceneLeavesTests {
  func layout(_ root: String, proposal: String = #"{"width": 200, "height": 100}"#) throws -> LayoutResult {
    try Scene.read(#"{"proposal": \#(proposal), "root": \#(root)}"#).layout()
  }

  @Test func leavesLayOut() throws {
    let result = try layout(
      #"""
      {"type": "HStack", "spacing": 0, "children": [
        {"type": "Color", "id": "c", "color": "blue"},
        {"type": "Circle", "id": "o"},
        {"type": "Divider", "id": "d"},
        {"type": "RoundedRectangle", "id": "r", "cornerRadius": 8, "style": "circular"},
        {"type": "Image", "id": "i", "name": "photo", "width": 30, "height": 20},
        {"type": "Capsule", "id": "k"}, {"type": "Ellipse", "id": "e"}]}
      """#)
    // 200 − 1 (divider) − 30 (image) = 169 shared by five shapes: 33.8 each.
    func near(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
      guard let r else { return false }
      return [r.minX - x, r.minY - y, r.width - w, r.height - h].allSatisfy { abs($0) < 1e-9 }
    }
    #expect(near(result["c"], 0, 0, 33.8, 100))
    #expect(near(result["d"], 67.6, 0, 1, 100))
    #expect(near(result["i"], 102.4, 40, 30, 20))
    let entries = result.entries
    #expect(entries.first { $0.id == "c" }?.style?.fill == Color.blue)
    #expect(entries.first { $0.id == "r" }?.style?.shape == .roundedRectangle(cornerRadius: 8, style: .circular))
    #expect(entries.first { $0.id == "i" }?.style?.imageName == "photo")
  }

  @Test func containerRelativeShapeFillsItsFrame() throws {
    // Layout.md's example: `Box(40×20).padding(5).background(ContainerRelativeShape().fill(.red))`.
    let result = try layout(
      #"""
      {"type": "Box", "id": "b", "width": 40, "height": 20, "modifiers": [{"type": "padding", "length": 5},
        {"type": "background", "content": {"type": "ContainerRelativeShape", "id": "s",
                                           "modifiers": [{"type": "fill", "color": "red"}]}}]}
      """#)
    #expect(result["s"] == Rect(x: 0, y: 0, width: 50, height: 30))
    let shape = try #require(result.entries.first { $0.id == "s" })
    #expect(shape.typeName == "ContainerRelativeShape")
    #expect(shape.style?.shape == .rectangle && shape.style?.fill == .red)
  }

  @Test func colourForms() throws {
    let result = try layout(
      #"""
      {"type": "VStack", "children": [
        {"type": "Color", "id": "a", "color": {"red": 1, "green": 0.5, "blue": 0}},
        {"type": "Color", "id": "b", "color": {"white": 0.5, "opacity": 0.25}}]}
      """#)
    #expect(result.entries.first { $0.id == "a" }?.style?.fill == Color(red: 1, green: 0.5, blue: 0))
    #expect(result.entries.first { $0.id == "b" }?.style?.fill == Color(white: 0.5, opacity: 0.25))
  }

  @Test func resizableImageScaledToFit() throws {
    let result = try layout(
      #"""
      {"type": "Image", "id": "i", "width": 40, "height": 30, "resizable": true,
       "modifiers": [{"type": "aspectRatio", "contentMode": "fit"}]}
      """#, proposal: #"{"width": 200, "height": 200}"#)
    #expect(result["i"] == Rect(x: 0, y: 0, width: 200, height: 150))
  }

  @Test func placementModifiers() throws {
    let result = try layout(
      #"""
      {"type": "VStack", "spacing": 0, "alignment": "leading", "children": [
        {"type": "Box", "id": "h", "width": 40, "height": 20, "modifiers": [{"type": "hidden"}]},
        {"type": "Box", "id": "p", "width": 40, "height": 20,
         "modifiers": [{"type": "padding", "edges": ["leading", "top"], "length": 5}]},
        {"type": "Box", "id": "s", "width": 40, "height": 20,
         "modifiers": [{"type": "safeAreaPadding", "edges": "horizontal", "length": 8}]},
        {"type": "Box", "id": "z", "width": 40, "height": 20, "modifiers": [{"type": "zIndex", "value": 3}]},
        {"type": "Box", "id": "b", "width": 20, "height": 10, "modifiers": [{"type": "position", "x": 50, "y": 10}]}]}
      """#)
    #expect(result["h"] == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(result["p"] == Rect(x: 5, y: 25, width: 40, height: 20))
    #expect(result["s"] == Rect(x: 8, y: 45, width: 40, height: 20))
    #expect(result["z"] == Rect(x: 0, y: 65, width: 40, height: 20))
    // The position view takes the 200 × 15 that is left and centres the box at (50, 10) in it.
    #expect(result["b"] == Rect(x: 40, y: 90, width: 20, height: 10))
    #expect(result.entries.compactMap(\.id).last == "z")
  }

  @Test func stylingModifiersChangeNoFrame() throws {
    let modifiers = #"""
      [{"type": "foregroundColor", "color": "red"}, {"type": "foregroundStyle", "color": "mint"},
       {"type": "tint", "color": "teal"}, {"type": "opacity", "value": 0.5}, {"type": "cornerRadius", "radius": 4},
       {"type": "clipShape", "shape": "Circle"}, {"type": "clipped"}, {"type": "shadow", "radius": 3, "y": 2},
       {"type": "border", "color": {"white": 0.2}, "width": 2}, {"type": "bold"}, {"type": "italic"},
       {"type": "fill", "color": "pink"}, {"type": "stroke", "color": "black", "lineWidth": 3},
       {"type": "scaleEffect", "scale": 2, "anchor": "bottom"}, {"type": "rotationEffect", "degrees": -15},
       {"type": "scaleEffect", "x": 0.5}, {"type": "rotationEffect", "radians": 1, "anchor": "topLeading"}]
      """#
    let plain = try layout(
      #"{"type": "HStack", "children": [{"type": "Box", "id": "a", "width": 40, "height": 20}, {"type": "Circle", "id": "c"}]}"#
    )
    let styled = try layout(
      #"{"type": "HStack", "children": [{"type": "Box", "id": "a", "width": 40, "height": 20, "modifiers": \#(modifiers)}, {"type": "Circle", "id": "c", "modifiers": \#(modifiers)}]}"#
    )
    #expect(styled.frames == plain.frames)
    #expect(styled.statistics == plain.statistics)
    let style = try #require(styled.entries.first { $0.id == "c" }?.style)
    #expect(style.shape == .circle)
    #expect(style.foregroundColor == .mint)
    #expect(style.opacity == 0.5 && style.cornerRadius == 4 && style.clipShape == .rectangle)
    #expect(style.border?.width == 2 && style.fill == .pink && style.stroke == .black && style.lineWidth == 3)
    #expect(style.isBold && style.isItalic && style.tint == .teal && style.shadow?.y == 2)
    #expect(
      style.effects == [
        .scale(x: 2, y: 2, anchor: .bottom), .rotation(.degrees(-15), anchor: .center),
        .scale(x: 0.5, y: 1, anchor: .center), .rotation(.radians(1), anchor: .topLeading),
      ])
  }

  @Test func transformEffectsInScenes() throws {
    let plain = try layout(#"{"type": "Box", "id": "b", "width": 40, "height": 20}"#)
    let styled = try layout(
      #"""
      {"type": "Box", "id": "b", "width": 40, "height": 20, "modifiers": [
       {"type": "rotation3DEffect", "degrees": 30, "y": 1, "anchor": "leading", "anchorZ": 2, "perspective": 0.5},
       {"type": "transformEffect", "a": 2, "ty": 5}, {"type": "accentColor", "color": "green"}]}
      """#)
    #expect(styled.frames == plain.frames)
    let style = try #require(styled.entries.first { $0.id == "b" }?.style)
    #expect(
      style.effects == [
        .rotation3D(.degrees(30), x: 0, y: 1, z: 0, anchor: .leading, anchorZ: 2, perspective: 0.5),
        .affine(CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 5)),
      ])
    #expect(style.tint == .green)
    #expect(throws: SceneError.self) {
      try layout(#"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "rotation3DEffect", "y": 1}]}"#)
    }
  }

  @Test func projectionEffectsInScenes() throws {
    let plain = try layout(#"{"type": "Box", "id": "b", "width": 40, "height": 20}"#)
    let styled = try layout(
      #"{"type": "Box", "id": "b", "width": 40, "height": 20, "modifiers": [{"type": "projectionEffect", "m21": 1}]}"#)
    #expect(styled.frames == plain.frames)
    let entry = try #require(styled.entries.first { $0.id == "b" })
    #expect(entry.style?.effects == [.projection(ProjectionTransform(CGAffineTransform(1, 0, 1, 1, 0, 0)))])
    // The shear adds y to x in the box's own coordinates: its bottom-left corner (0, 20) is drawn at (20, 20).
    #expect(Point(x: 0, y: 20).applying(try #require(entry.style?.transform(in: entry.frame))) == Point(x: 20, y: 20))
    #expect(throws: SceneError.self) {
      try layout(#"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "projectionEffect", "m11": "x"}]}"#)
    }
  }

  @Test func gradientsInScenes() throws {
    let result = try layout(
      #"""
      {"type": "HStack", "spacing": 0, "children": [
        {"type": "LinearGradient", "id": "l", "colors": ["red", {"white": 0.5}], "startPoint": "leading",
         "endPoint": "trailing"},
        {"type": "RadialGradient", "id": "r", "colors": ["blue"], "endRadius": 20}]}
      """#)
    let linear = try #require(result.entries.first { $0.id == "l" }?.style?.gradient)
    #expect(linear == .linear(Gradient(colors: [.red, Color(white: 0.5)]), startPoint: .leading, endPoint: .trailing))
    let radial = try #require(result.entries.first { $0.id == "r" }?.style?.gradient)
    #expect(radial == .radial(Gradient(colors: [.blue]), center: .center, startRadius: 0, endRadius: 20))
    #expect(result["l"]?.width == 100)
    for (node, message) in [
      (#"{"type": "LinearGradient", "colors": []}"#, "a gradient needs at least one colour"),
      (#"{"type": "LinearGradient", "colors": "red"}"#, "an array of colours"),
      (#"{"type": "RadialGradient", "colors": ["red", "mauve"], "endRadius": 1}"#, "colors[1]"),
    ] {
      do {
        _ = try layout(node)
        Issue.record("\(node) was read")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }

  @Test func geometryEffectsNeedOneFormOfTheirValue() throws {
    let cases = [
      (#"{"type": "scaleEffect", "scale": 2, "y": 3}"#, "give scale or x and y"),
      (#"{"type": "rotationEffect", "degrees": 2, "radians": 3}"#, "give one of them"),
      (#"{"type": "rotationEffect"}"#, "rotationEffect needs degrees or radians"),
      (#"{"type": "rotationEffect", "degrees": 2, "anchor": "middle"}"#, "middle"),
    ]
    for (modifier, message) in cases {
      #expect(throws: SceneError.self) {
        try layout(#"{"type": "Box", "width": 1, "height": 1, "modifiers": [\#(modifier)]}"#)
      }
      do {
        _ = try layout(#"{"type": "Box", "width": 1, "height": 1, "modifiers": [\#(modifier)]}"#)
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }

  @Test func textBaselineAlignmentInScenes() throws {
    let result = try layout(
      #"""
      {"type": "HStack", "alignment": "firstTextBaseline", "spacing": 0, "children": [
        {"type": "Text", "id": "t", "text": "a\nb", "characterWidth": 8, "lineHeight": 16},
        {"type": "Box", "id": "b", "width": 10, "height": 10},
        {"type": "Box", "id": "g", "width": 10, "height": 10,
         "modifiers": [{"type": "alignmentGuide", "guide": "firstTextBaseline", "value": 4}]}]}
      """#, proposal: #"{"width": null, "height": null}"#)
    #expect(result["b"] == Rect(x: 8, y: 6, width: 10, height: 10))
    #expect(result["g"] == Rect(x: 18, y: 12, width: 10, height: 10))
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let root: String
    let path: String
    var testDescription: String { path }
  }

  static let badCases: [BadCase] = [
    BadCase(root: #"{"type": "Color", "color": "blurple"}"#, path: "root.color"),
    BadCase(root: #"{"type": "Color", "color": {"red": 1, "green": 0}}"#, path: "root.color.blue"),
    BadCase(root: #"{"type": "Color", "color": {"red": 2, "green": 0, "blue": 0}}"#, path: "root.color.red"),
    BadCase(root: #"{"type": "Color", "color": {"white": 0.5, "red": 0}}"#, path: "root.color"),
    BadCase(root: #"{"type": "Color", "color": {"hue": 0.5}}"#, path: "root.color.hue"),
    BadCase(root: #"{"type": "Color", "color": 3}"#, path: "root.color"),
    BadCase(root: #"{"type": "RoundedRectangle", "cornerRadius": -4}"#, path: "root.cornerRadius"),
    BadCase(root: #"{"type": "RoundedRectangle"}"#, path: "root.cornerRadius"),
    BadCase(root: #"{"type": "Capsule", "style": "square"}"#, path: "root.style"),
    BadCase(root: #"{"type": "Image", "width": -1, "height": 10}"#, path: "root.width"),
    BadCase(root: #"{"type": "Image", "width": 1, "height": 10, "resizable": "yes"}"#, path: "root.resizable"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "position", "x": "NaN", "y": 0}]}"#,
      path: "root.modifiers[0].x"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "opacity", "value": 1.5}]}"#,
      path: "root.modifiers[0].value"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "zIndex", "value": "top"}]}"#,
      path: "root.modifiers[0].value"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "foregroundColor", "color": "ultraviolet"}]}"#,
      path: "root.modifiers[0].color"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "clipShape", "shape": "Star"}]}"#,
      path: "root.modifiers[0].shape"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "border", "color": "red", "width": -1}]}"#,
      path: "root.modifiers[0].width"),
    BadCase(
      root: #"{"type": "Rectangle", "modifiers": [{"type": "safeAreaPadding", "edges": "sideways"}]}"#,
      path: "root.modifiers[0].edges"),
  ]

  @Test(arguments: badCases)
  func badParameterNamesItsPath(_ c: BadCase) throws {
    let error = #expect(throws: SceneError.self) { try Scene.read(#"{"root": \#(c.root)}"#).makeTree() }
    #expect(error?.path == c.path, "\(String(describing: error))")
  }

  @Test(arguments: [
    (#"{"type": "Color", "color": "blurple"}"#, "root.color"),
    (#"{"type": "RoundedRectangle", "cornerRadius": -4}"#, "root.cornerRadius"),
    (#"{"type": "Rectangle", "modifiers": [{"type": "position", "x": "NaN", "y": 0}]}"#, "root.modifiers[0].x"),
  ])
  func cliExits64NamingThePath(root: String, path: String) throws {
    let output = try runTrellis(["layout", "-"], input: #"{"root": \#(root)}"#)
    #expect(output.status == 64)
    #expect(output.stderr.contains(path), "\(output.stderr)")
  }

  @Test func cliRendersStylesInSVG() throws {
    let output = try runTrellis(
      ["layout", "-", "--format", "svg"],
      input: #"{"proposal": {"width": 40, "height": 20}, "root": {"type": "Color", "color": "blue"}}"#)
    #expect(output.status == 0)
    #expect(output.stdout.contains(##"fill="#007aff""##))
  }
}
