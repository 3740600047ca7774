extension SceneSchema {
  /// Registers `position`, `safeAreaPadding`, `hidden`, `zIndex` and the styling
  /// modifiers, which change no frame and are recorded for renderers: `foregroundColor`, `foregroundStyle`, `tint`,
  /// `opacity`, `cornerRadius`, `clipShape`, `clipped`, `shadow`, `border`, `bold`, `italic`, `fill`, `stroke`,
  /// `scaleEffect`, `rotationEffect`.
  ///
  /// (`scaledToFit` and `scaledToFill` are FrameUp's scene modifiers, which take a size; SwiftUI's forms without one
  /// are `{"type": "aspectRatio", "contentMode": "fit"}` and `"fill"`.)
  mutating func registerStyling() {
    register(
      SceneModifierType(name: "position", parameters: [.init("x", .number), .init("y", .number)]) {
        args, node throws(SceneError) in
        node.position(x: try args.value("x", .number) ?? 0, y: try args.value("y", .number) ?? 0)
      })
    register(
      SceneModifierType(
        name: "safeAreaPadding",
        parameters: [.init("length", .number), .init("edges", .edges), .init("insets", .insets)]
      ) { args, node throws(SceneError) in
        let padded = try Self.padding(args, node)
        // The same insets as padding, under SwiftUI's name.
        guard let layout = padded.layout as? PaddingLayout else { return padded }
        return node.safeAreaPadding(layout.insets)
      })
    register(SceneModifierType(name: "hidden") { _, node in node.hidden() })
    register(
      SceneModifierType(name: "zIndex", parameters: [.init("value", .number, required: true)]) {
        args, node throws(SceneError) in node.zIndex(try args.required("value", .number))
      })
    registerColourModifiers()
    register(
      SceneModifierType(name: "opacity", parameters: [.init("value", .length, required: true)]) {
        args, node throws(SceneError) in
        let value = try args.required("value", .length)
        if value > 1 { throw args.error(.custom("an opacity must be at most 1"), parameter: "value") }
        return node.opacity(value)
      })
    register(
      SceneModifierType(name: "cornerRadius", parameters: [.init("radius", .length, required: true)]) {
        args, node throws(SceneError) in node.cornerRadius(try args.required("radius", .length))
      })
    register(
      SceneModifierType(name: "clipShape", parameters: [.init("shape", .choice(Self.shapeNames), required: true)]) {
        args, node throws(SceneError) in
        let shape = try args.required("shape", .choice(Self.shapeNames))
        return node.restyled { $0.clipShape = shape }
      })
    register(SceneModifierType(name: "clipped") { _, node in node.clipped() })
    register(SceneModifierType(name: "bold") { _, node in node.bold() })
    register(SceneModifierType(name: "italic") { _, node in node.italic() })
  }

  private mutating func registerColourModifiers() {
    for name in ["foregroundColor", "foregroundStyle", "tint", "accentColor", "fill"] {
      register(
        SceneModifierType(name: name, parameters: [.init("color", .any, required: true)]) {
          args, node throws(SceneError) in
          let color = try args.required("color", Self.color)
          return node.restyled { style in
            switch name {
            case "tint", "accentColor": style.tint = color
            case "fill": style.fill = color
            default: style.foregroundColor = color
            }
          }
        })
    }
    register(
      SceneModifierType(
        name: "stroke", parameters: [.init("color", .any, required: true), .init("lineWidth", .length)]
      ) { args, node throws(SceneError) in
        let color = try args.required("color", Self.color)
        let width = try args.value("lineWidth", .length) ?? 1
        return node.restyled {
          $0.stroke = color
          $0.lineWidth = width
        }
      })
    register(
      SceneModifierType(name: "border", parameters: [.init("color", .any, required: true), .init("width", .length)]) {
        args, node throws(SceneError) in
        node.border(try args.required("color", Self.color), width: try args.value("width", .length) ?? 1)
      })
    register(
      SceneModifierType(
        name: "shadow",
        parameters: [
          .init("color", .any), .init("radius", .length, required: true), .init("x", .number), .init("y", .number),
        ]
      ) { args, node throws(SceneError) in
        let color = try args.value("color", Self.color) ?? Color(white: 0, opacity: 0.33)
        return node.shadow(
          color: color, radius: try args.required("radius", .length), x: try args.value("x", .number) ?? 0,
          y: try args.value("y", .number) ?? 0)
      })
    registerGeometryEffects()
  }

  /// Registers `scaleEffect` (`scale`, or `x` and `y`; `anchor`), `rotationEffect` (`degrees` or `radians`;
  /// `anchor`), `rotation3DEffect`, `transformEffect` and `projectionEffect` (its nine entries, default the
  /// identity), recorded for renderers.
  mutating func registerGeometryEffects() {
    register(
      SceneModifierType(
        name: "scaleEffect",
        parameters: [
          .init("scale", .number), .init("x", .number), .init("y", .number),
          .init("anchor", .choice(Self.unitPointNames)),
        ]
      ) { args, node throws(SceneError) in
        let anchor = try args.value("anchor", .choice(Self.unitPointNames)) ?? .center
        let x: CGFloat? = try args.value("x", .number)
        let y: CGFloat? = try args.value("y", .number)
        let scale: CGFloat? = try args.value("scale", .number)
        guard let scale else {
          return node.scaleEffect(x: x ?? 1, y: y ?? 1, anchor: anchor)
        }
        if x != nil || y != nil {
          throw args.error(.conflictingParameters(["scale", x != nil ? "x" : "y"], detail: "give scale or x and y"))
        }
        return node.scaleEffect(scale, anchor: anchor)
      })
    register(
      SceneModifierType(
        name: "rotationEffect",
        parameters: [
          .init("degrees", .number), .init("radians", .number), .init("anchor", .choice(Self.unitPointNames)),
        ]
      ) { args, node throws(SceneError) in
        let anchor = try args.value("anchor", .choice(Self.unitPointNames)) ?? .center
        let degrees: Double? = try args.value("degrees", .number)
        let radians: Double? = try args.value("radians", .number)
        switch (degrees, radians) {
        case (let degrees?, nil): return node.rotationEffect(.degrees(degrees), anchor: anchor)
        case (nil, let radians?): return node.rotationEffect(.radians(radians), anchor: anchor)
        case (_?, _?):
          throw args.error(.conflictingParameters(["degrees", "radians"], detail: "give one of them"))
        case (nil, nil): throw args.error("rotationEffect needs degrees or radians")
        }
      })
    register(
      SceneModifierType(
        name: "rotation3DEffect",
        parameters: [
          .init("degrees", .number, required: true), .init("x", .number), .init("y", .number), .init("z", .number),
          .init("anchor", .choice(Self.unitPointNames)), .init("anchorZ", .number), .init("perspective", .number),
        ]
      ) { args, node throws(SceneError) in
        let degrees: Double = try args.required("degrees", .number)
        let x: CGFloat = try args.value("x", .number) ?? 0
        let y: CGFloat = try args.value("y", .number) ?? 0
        let z: CGFloat = try args.value("z", .number) ?? 0
        return node.rotation3DEffect(
          .degrees(degrees), axis: (x: x, y: y, z: z),
          anchor: try args.value("anchor", .choice(Self.unitPointNames)) ?? .center,
          anchorZ: try args.value("anchorZ", .number) ?? 0, perspective: try args.value("perspective", .number) ?? 1)
      })
    register(
      SceneModifierType(
        name: "transformEffect",
        parameters: ["a", "b", "c", "d", "tx", "ty"].map { .init($0, .number) }
      ) { args, node throws(SceneError) in
        func entry(_ name: String, _ otherwise: CGFloat) throws(SceneError) -> CGFloat {
          try args.value(name, .number) ?? otherwise
        }
        return node.transformEffect(
          CGAffineTransform(
            a: try entry("a", 1), b: try entry("b", 0), c: try entry("c", 0), d: try entry("d", 1),
            tx: try entry("tx", 0), ty: try entry("ty", 0)))
      })
    register(
      SceneModifierType(
        name: "projectionEffect",
        parameters: ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"].map { .init($0, .number) }
      ) { args, node throws(SceneError) in
        var projection = ProjectionTransform()
        let entries: [(String, WritableKeyPath<ProjectionTransform, CGFloat>)] = [
          ("m11", \.m11), ("m12", \.m12), ("m13", \.m13), ("m21", \.m21), ("m22", \.m22), ("m23", \.m23),
          ("m31", \.m31), ("m32", \.m32), ("m33", \.m33),
        ]
        for (name, path) in entries {
          if let value: CGFloat = try args.value(name, .number) { projection[keyPath: path] = value }
        }
        return node.projectionEffect(projection)
      })
  }
}
