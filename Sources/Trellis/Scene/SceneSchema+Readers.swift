extension SceneSchema {
  /// Registers the readers. A scene has no closures, so the content is the node's children, the same for every size
  /// the reader reads: what a scene shows is the reader's sizing (hugging or filling on each axis), e.g.
  /// `{"type": "WidthReader", "children": [{"type": "Text", "text": "…"}]}` is the proposed width × the text's height.
  /// Several children are stacked as in Swift (a `ZStack(alignment: .topLeading)`).
  mutating func registerReaders() {
    let alignment = SceneParameter("alignment", .choice(Alignment.named))
    register(
      SceneNodeType(name: "WidthReader", parameters: [alignment], acceptsChildren: true) {
        args, children throws(SceneError) in
        guard let alignment = try args.value("alignment", .choice(Alignment.named)) else {
          return WidthReader { _ in children }.node
        }
        return WidthReader(alignment: alignment) { _ in children }.node
      })
    register(
      SceneNodeType(name: "HeightReader", parameters: [alignment], acceptsChildren: true) {
        args, children throws(SceneError) in
        guard let alignment = try args.value("alignment", .choice(Alignment.named)) else {
          return HeightReader { _ in children }.node
        }
        return HeightReader(alignment: alignment) { _ in children }.node
      })
    register(
      SceneNodeType(name: "HorizontalGeometryReader", acceptsChildren: true) { _, children in
        HorizontalGeometryReader { _ in children }.node
      })
    register(
      SceneNodeType(name: "VerticalGeometryReader", acceptsChildren: true) { _, children in
        VerticalGeometryReader { _ in children }.node
      })
    register(
      SceneNodeType(
        name: "HuggingGeometryReader", parameters: [.init("maxPasses", .passCount)], acceptsChildren: true
      ) { args, children throws(SceneError) in
        guard let passes = try args.value("maxPasses", .passCount) else {
          return HuggingGeometryReader { _ in children }.node
        }
        return HuggingGeometryReader(maxPasses: passes) { _ in children }.node
      })
  }
}
