extension SceneSchema {
  /// Registers `FUViewThatFits` and `FULayoutThatFits`: FrameUp's fits, bounded by `maxWidth`, `maxHeight` or both.
  mutating func registerFrameUpFits() {
    let fitParameters: [SceneParameter] = [
      .init("maxWidth", .lengthOrInfinity), .init("maxHeight", .lengthOrInfinity),
      .init("mode", .choice(of: FitMode.self)),
    ]
    register(
      SceneNodeType(name: "FUViewThatFits", parameters: fitParameters, acceptsChildren: true) {
        args, children throws(SceneError) in
        var layout: FUViewThatFits
        switch try Self.bounds(args, "maxWidth", "maxHeight", .lengthOrInfinity) {
        case .both(let w, let h): layout = FUViewThatFits(maxWidth: w, maxHeight: h)
        case .width(let w): layout = FUViewThatFits(maxWidth: w)
        case .height(let h): layout = FUViewThatFits(maxHeight: h)
        }
        try args.read("mode", .choice(of: FitMode.self), into: &layout.mode)
        return Node(layout: FULayoutContainer(layout), typeName: "FUViewThatFits", children: children)
      })
    register(
      SceneNodeType(
        name: "FULayoutThatFits", parameters: fitParameters + [.init("layouts", .any, required: true)],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let specs = try args.required("layouts", .json)
        guard case .array(let items) = specs else {
          throw mismatch("an array of FrameUp layouts", specs, "\(args.path).layouts")
        }
        var layouts: [any FULayout] = []
        for (k, spec) in items.enumerated() {
          layouts.append(try Self.fuLayout(spec, path: "\(args.path).layouts[\(k)]"))
        }
        var layout: FULayoutThatFits
        switch try Self.bounds(args, "maxWidth", "maxHeight", .lengthOrInfinity) {
        case .both(let w, let h): layout = FULayoutThatFits(maxWidth: w, maxHeight: h, layouts: layouts)
        case .width(let w): layout = FULayoutThatFits(maxWidth: w, layouts: layouts)
        case .height(let h): layout = FULayoutThatFits(maxHeight: h, layouts: layouts)
        }
        try args.read("mode", .choice(of: FitMode.self), into: &layout.mode)
        return Node(layout: layout, typeName: "FULayoutThatFits", children: children)
      })
  }

  /// A width, a height or both: the bounds of a FrameUp fit, the frame of a scaling modifier.
  enum Bounds {
    case width(CGFloat)
    case height(CGFloat)
    case both(CGFloat, CGFloat)

    /// The width and height, `nil` where absent.
    var pair: (CGFloat?, CGFloat?) {
      switch self {
      case .width(let w): (w, nil)
      case .height(let h): (nil, h)
      case .both(let w, let h): (w, h)
      }
    }
  }

  /// The parameters `width` and `height` (named so), at least one of them.
  static func bounds(
    _ args: SceneArguments, _ width: String, _ height: String, _ reader: SceneArguments.Reader<CGFloat>
  ) throws(SceneError) -> Bounds {
    switch (try args.value(width, reader), try args.value(height, reader)) {
    case (let w?, let h?): .both(w, h)
    case (let w?, nil): .width(w)
    case (nil, let h?): .height(h)
    case (nil, nil): throw args.error(.missingAlternatives([width, height]))
    }
  }
}
