extension SceneSchema {
  /// Registers SwiftUI's layered and scrolling views: the `overlay` and `background` modifiers
  /// (`{"type": "overlay", "alignment": "bottomTrailing", "content": NODE}`), `GeometryReader` and `ScrollView`.
  mutating func registerOverlays() {
    for isBackground in [false, true] {
      let name = isBackground ? "background" : "overlay"
      register(
        SceneModifierType(
          name: name,
          parameters: [.init("alignment", .choice(Alignment.named)), .init("content", .node, required: true)]
        ) { args, node throws(SceneError) in
          guard let content = args.node("content") else {
            throw SceneError(path: "\(args.path).content", reason: .missingField("content", owner: name))
          }
          let alignment = try args.value("alignment", .choice(Alignment.named)) ?? .center
          return isBackground
            ? node.background(content, alignment: alignment) : node.overlay(content, alignment: alignment)
        })
    }
    registerScrolling()
  }

  /// `GeometryReader` (a scene has no closures: its children are the content for every size) and `ScrollView`.
  private mutating func registerScrolling() {
    register(
      SceneNodeType(name: "GeometryReader", acceptsChildren: true) { _, children in
        GeometryReader { _ in children }.node
      })
    register(
      SceneNodeType(
        name: "ScrollView",
        parameters: [.init("axes", .axes), .init("showsIndicators", .bool), .init("contentOffset", .any)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let axes = try args.value("axes", .axes) ?? .vertical
        let offset = try args.value("contentOffset", Self.point) ?? .zero
        let indicators = try args.value("showsIndicators", .bool) ?? true
        return ScrollView(axes, showsIndicators: indicators, contentOffset: offset) { children }.node
      })
  }

  /// A point object `{"x": …, "y": …}` of finite numbers (either may be left out: 0).
  static let point = SceneArguments.Reader<Point> { value, path throws(SceneError) in
    guard case .object(let pairs) = value else { throw mismatch("an object {\"x\": …, \"y\": …}", value, path) }
    var point = Point.zero
    for (key, v) in pairs {
      guard key == "x" || key == "y" else {
        throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a point", known: ["x", "y"]))
      }
      let number = try SceneParameter.Kind.number.read(v, path: "\(path).\(key)")
      if key == "x" { point.x = number } else { point.y = number }
    }
    return point
  }
}
