import Testing
import Trellis

/// Drawing in scenes: `Path` from commands, `AngularGradient`, and the shape modifiers `trim`, `inset` and
/// `strokeBorder`. Frames are the Swift API's at two proposals; the recorded outline is the one the Swift calls draw.
@Suite struct SceneDrawingTests {
  /// The outline recorded on the scene's root leaf, drawn in `rect`.
  func outline(_ root: String, in rect: CGRect) throws -> Path? {
    let tree = try Scene.read(#"{"root": \#(root)}"#).makeTree()
    return tree.style?.shape?.path(in: rect)
  }

  @Test func pathsAreTheirCommands() throws {
    let root = #"""
      {"type": "Path", "commands": [
        {"type": "move", "x": 0, "y": 0}, {"type": "line", "x": 40, "y": 0},
        {"type": "quad", "x": 40, "y": 40, "controlX": 60, "controlY": 20},
        {"type": "curve", "x": 0, "y": 40, "control1X": 30, "control1Y": 50, "control2X": 10, "control2Y": 50},
        {"type": "close"},
        {"type": "arc", "centerX": 20, "centerY": 20, "radius": 5, "startAngle": 0, "endAngle": 90, "clockwise": true},
        {"type": "rect", "x": 1, "y": 2, "width": 3, "height": 4},
        {"type": "ellipse", "x": 5, "y": 6, "width": 7, "height": 8}]}
      """#
    let path = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 40, y: 0))
      p.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
      p.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 50), control2: CGPoint(x: 10, y: 50))
      p.closeSubpath()
      p.addArc(
        center: CGPoint(x: 20, y: 20), radius: 5, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
      p.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
      p.addEllipse(in: CGRect(x: 5, y: 6, width: 7, height: 8))
    }
    try expectSceneMatchesSwift(root, path.node)
    #expect(try outline(root, in: CGRect(x: 0, y: 0, width: 80, height: 60)) == path)
    #expect(path.elements.count > 8)
  }

  @Test func angularGradients() throws {
    try expectSceneMatchesSwift(
      #"{"type": "AngularGradient", "colors": ["red", "blue"], "center": "top", "startAngle": 10, "endAngle": 200}"#,
      AngularGradient(colors: [.red, .blue], center: .top, startAngle: .degrees(10), endAngle: .degrees(200)).node)
    let once = try Scene.read(#"{"root": {"type": "AngularGradient", "colors": ["red", "blue"], "angle": 45}}"#)
      .makeTree()
    let swift = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(45)).node
    #expect(once.style == swift.style)
  }

  @Test func trimInsetAndStrokeBorderReshapeTheOutline() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    try expectSceneMatchesSwift(
      #"{"type": "Circle", "modifiers": [{"type": "trim", "from": 0.25, "to": 0.75}]}"#,
      Circle().trim(from: 0.25, to: 0.75).node)
    #expect(
      try outline(#"{"type": "Circle", "modifiers": [{"type": "trim", "from": 0.25, "to": 0.75}]}"#, in: rect)
        == Circle().trim(from: 0.25, to: 0.75).path(in: rect))
    #expect(
      try outline(#"{"type": "Rectangle", "modifiers": [{"type": "inset", "amount": 10}]}"#, in: rect)
        == Rectangle().inset(by: 10).path(in: rect))
    #expect(
      try outline(#"{"type": "Capsule", "modifiers": [{"type": "inset", "amount": -4}]}"#, in: rect)
        == Capsule().inset(by: -4).path(in: rect))
    let border =
      #"{"type": "RoundedRectangle", "cornerRadius": 8, "modifiers": [{"type": "strokeBorder", "color": "red", "lineWidth": 6}]}"#
    let swift = RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 6)
    try expectSceneMatchesSwift(border, swift)
    let tree = try Scene.read(#"{"root": \#(border)}"#).makeTree()
    #expect(tree.style?.stroke == .red && tree.style?.lineWidth == 6)
    #expect(tree.style?.shape?.path(in: rect) == swift.style?.shape?.path(in: rect))
    // Trimmed, then filled: the fill keeps the trimmed outline.
    #expect(
      try outline(
        #"{"type": "Ellipse", "modifiers": [{"type": "trim", "to": 0.5}, {"type": "fill", "color": "blue"}]}"#, in: rect
      )
        == Ellipse().trim(to: 0.5).path(in: rect))
  }

  @Test func badInputsAreTypedErrorsAtTheirPaths() {
    expectSceneError(
      #"{"type": "Path", "commands": [{"type": "move", "x": 0, "y": 0}, {"type": "spline"}]}"#,
      at: "root.commands[1].type",
      .invalidChoice(got: "spline", options: ["arc", "close", "curve", "ellipse", "line", "move", "quad", "rect"]))
    expectSceneError(
      #"{"type": "Path", "commands": [{"type": "line", "x": 1}]}"#, at: "root.commands[0].y",
      .missingField("y", owner: "a line command"))
    expectSceneError(
      #"{"type": "Path", "commands": [{"type": "close", "x": 1}]}"#, at: "root.commands[0].x",
      .unknownField("x", owner: "a close command", known: ["type"]))
    expectSceneError(
      #"{"type": "Path", "commands": [{"type": "rect", "x": 0, "y": 0, "width": -1, "height": 2}]}"#,
      at: "root.commands[0].width", .outOfRange(value: -1, bound: .nonNegative))
    expectSceneError(
      #"{"type": "Path", "commands": [{"x": 0}]}"#, at: "root.commands[0].type",
      .missingField("type", owner: "a path command"))
    expectSceneError(
      #"{"type": "Path", "commands": {"type": "close"}}"#, at: "root.commands",
      .wrongKind(expected: "an array of path commands", got: "an object"))
    expectSceneError(
      #"{"type": "AngularGradient", "colors": ["red"], "angle": 10, "endAngle": 20}"#, at: "root",
      .conflictingParameters(["angle", "endAngle"], detail: "give angle, or startAngle and endAngle"))
    expectSceneError(
      #"{"type": "Circle", "modifiers": [{"type": "trim", "to": 1.5}]}"#, at: "root.modifiers[0].to",
      .custom("a trim fraction must be between 0 and 1"))
    expectSceneError(
      #"{"type": "Box", "width": 1, "height": 1, "modifiers": [{"type": "inset", "amount": 2}]}"#,
      at: "root.modifiers[0]", .custom("inset applies to a shape (Rectangle, Circle, Capsule, Path, …), not to a Box"))
    expectSceneError(
      #"{"type": "Circle", "modifiers": [{"type": "frame", "width": 5}, {"type": "strokeBorder", "color": "red"}]}"#,
      at: "root.modifiers[1]",
      .custom("strokeBorder applies to a shape (Rectangle, Circle, Capsule, Path, …), not to a frame"))
  }
}
