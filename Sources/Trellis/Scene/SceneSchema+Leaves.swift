extension SceneSchema {
  /// A colour: a SwiftUI name (`"blue"`), `{"red": r, "green": g, "blue": b, "opacity": o}` or
  /// `{"white": w, "opacity": o}` (components 0…1, opacity optional).
  static let color = SceneArguments.Reader<Color> { value, path throws(SceneError) in
    switch value {
    case .string(let name):
      guard let color = Color.named[name] else {
        throw SceneError(path: path, reason: .invalidChoice(got: name, options: Color.named.keys.sorted()))
      }
      return color
    case .object(let pairs):
      var fields: [String: CGFloat] = [:]
      let known = ["red", "green", "blue", "white", "opacity"]
      for (key, v) in pairs {
        guard known.contains(key) else {
          throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a colour", known: known))
        }
        let component = try SceneParameter.Kind.length.read(v, path: "\(path).\(key)")
        if component > 1 {
          throw SceneError(path: "\(path).\(key)", reason: .custom("a colour component must be at most 1"))
        }
        fields[key] = component
      }
      let opacity = fields["opacity"] ?? 1
      if let white = fields["white"] {
        if let rgb = ["red", "green", "blue"].first(where: { fields[$0] != nil }) {
          throw SceneError(
            path: path, reason: .conflictingParameters(["white", rgb], detail: "give white or red/green/blue"))
        }
        return Color(white: white, opacity: opacity)
      }
      for name in ["red", "green", "blue"] where fields[name] == nil {
        throw SceneError(path: "\(path).\(name)", reason: .missingField(name, owner: "a colour"))
      }
      return Color(red: fields["red"]!, green: fields["green"]!, blue: fields["blue"]!, opacity: opacity)
    default:
      throw mismatch("a colour name or an object of red, green, blue (or white) and opacity", value, path)
    }
  }

  /// A gradient's colours: a non-empty array of colours (each as ``color`` reads it).
  static let colors = SceneArguments.Reader<[Color]> { value, path throws(SceneError) in
    guard case .array(let items) = value else { throw mismatch("an array of colours", value, path) }
    guard !items.isEmpty else { throw SceneError(path: path, reason: .custom("a gradient needs at least one colour")) }
    var colors: [Color] = []
    for (index, item) in items.enumerated() { colors.append(try color.read(item, "\(path)[\(index)]")) }
    return colors
  }

  /// The shapes `clipShape` names.
  static let shapeNames: [String: ShapeKind] = [
    "Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule(style: .continuous),
  ]

  /// Registers the leaves (`Color`, the shapes, `Divider`, `Image`) and the placement and styling
  /// modifiers (``registerStyling()``).
  mutating func registerLeaves() {
    register(
      SceneNodeType(name: "Color", parameters: [.init("color", .any, required: true)]) {
        args, _ throws(SceneError) in try args.required("color", Self.color).node
      })
    register(
      SceneNodeType(
        name: "LinearGradient",
        parameters: [
          .init("colors", .any, required: true), .init("startPoint", .choice(Self.unitPointNames)),
          .init("endPoint", .choice(Self.unitPointNames)),
        ]
      ) { args, _ throws(SceneError) in
        LinearGradient(
          colors: try args.required("colors", Self.colors),
          startPoint: try args.value("startPoint", .choice(Self.unitPointNames)) ?? .top,
          endPoint: try args.value("endPoint", .choice(Self.unitPointNames)) ?? .bottom
        ).node
      })
    register(
      SceneNodeType(
        name: "RadialGradient",
        parameters: [
          .init("colors", .any, required: true), .init("center", .choice(Self.unitPointNames)),
          .init("startRadius", .length), .init("endRadius", .length, required: true),
        ]
      ) { args, _ throws(SceneError) in
        RadialGradient(
          colors: try args.required("colors", Self.colors),
          center: try args.value("center", .choice(Self.unitPointNames)) ?? .center,
          startRadius: try args.value("startRadius", .length) ?? 0, endRadius: try args.required("endRadius", .length)
        ).node
      })
    register(SceneNodeType(name: "Circle") { _, _ in Circle().node })
    register(SceneNodeType(name: "Ellipse") { _, _ in Ellipse().node })
    register(
      SceneNodeType(name: "Capsule", parameters: [Self.cornerStyle]) { args, _ throws(SceneError) in
        guard let style = try args.value("style", .choice(of: RoundedCornerStyle.self)) else { return Capsule().node }
        return Capsule(style: style).node
      })
    register(
      SceneNodeType(
        name: "RoundedRectangle", parameters: [.init("cornerRadius", .length, required: true), Self.cornerStyle]
      ) {
        args, _ throws(SceneError) in
        let radius = try args.required("cornerRadius", .length)
        guard let style = try args.value("style", .choice(of: RoundedCornerStyle.self)) else {
          return RoundedRectangle(cornerRadius: radius).node
        }
        return RoundedRectangle(cornerRadius: radius, style: style).node
      })
    registerUnevenRoundedRectangle()
    register(SceneNodeType(name: "ContainerRelativeShape") { _, _ in ContainerRelativeShape().node })
    register(SceneNodeType(name: "Divider") { _, _ in Divider().node })
    register(
      SceneNodeType(
        name: "Image",
        parameters: [
          .init("name", .string), .init("width", .length), .init("height", .length), .init("systemName", .string),
          .init("resizable", .bool),
        ]
      ) { args, _ throws(SceneError) in
        // A symbol (`Image(systemName:)`) is sized by its font; a name alone (`Image("photo")`) by the environment's
        // image catalogue while the tree is built; any other image needs its width and height.
        let name = try args.value("name", .string)
        let width = try args.value("width", .length)
        let height = try args.value("height", .length)
        var image =
          if let systemName = try args.value("systemName", .string) {
            Image(systemName: systemName)
          } else if let name, width == nil, height == nil {
            Image(name)
          } else {
            Image(
              try args.value("name", .string), width: try args.required("width", .length),
              height: try args.required("height", .length))
          }
        if try args.value("resizable", .bool) == true { image = image.resizable() }
        return image.node
      })
    register(
      SceneModifierType(name: "imageScale", parameters: [.init("scale", .choice(of: Image.Scale.self), required: true)])
      {
        args, node throws(SceneError) in node.imageScale(try args.required("scale", .choice(of: Image.Scale.self)))
      })
    register(
      SceneModifierType(
        name: "symbolRenderingMode", parameters: [.init("mode", .choice(SymbolRenderingMode.named), required: true)]
      ) { args, node throws(SceneError) in
        node.symbolRenderingMode(try args.required("mode", .choice(SymbolRenderingMode.named)))
      })
    registerStyling()
  }

  /// A rounded shape's `style`: `circular` or `continuous` (SwiftUI's `RoundedCornerStyle`).
  static let cornerStyle = SceneParameter("style", .choice(of: RoundedCornerStyle.self))

  /// The corners of ``RectangleCornerRadii``, as its initialiser labels them.
  static let cornerNames = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

  /// A `cornerRadii` object, `{"topLeading": 12, "bottomTrailing": 12}`: SwiftUI's `RectangleCornerRadii`, each
  /// radius ≥ 0 and 0 when absent.
  static let cornerRadii = SceneArguments.Reader<RectangleCornerRadii> { value, path throws(SceneError) in
    guard case .object(let pairs) = value else { throw mismatch("an object of corner radii", value, path) }
    var radii: [String: CGFloat] = [:]
    for (key, radius) in pairs {
      guard cornerNames.contains(key) else {
        throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "corner radii", known: cornerNames))
      }
      radii[key] = CGFloat(try SceneParameter.Kind.length.read(radius, path: "\(path).\(key)"))
    }
    return RectangleCornerRadii(
      topLeading: radii["topLeading"] ?? 0, bottomLeading: radii["bottomLeading"] ?? 0,
      bottomTrailing: radii["bottomTrailing"] ?? 0, topTrailing: radii["topTrailing"] ?? 0)
  }

  /// Registers `UnevenRoundedRectangle`: its four radii by their Swift labels (`topLeadingRadius`, …, each ≥ 0, 0
  /// when absent) or a `cornerRadii` object, and a `style`.
  private mutating func registerUnevenRoundedRectangle() {
    let radii = Self.cornerNames.map { "\($0)Radius" }
    register(
      SceneNodeType(
        name: "UnevenRoundedRectangle",
        parameters: radii.map { SceneParameter($0, .length) } + [.init("cornerRadii", .any), Self.cornerStyle]
      ) { args, _ throws(SceneError) in
        let style = try args.value("style", .choice(of: RoundedCornerStyle.self)) ?? .continuous
        if let corners = try args.value("cornerRadii", Self.cornerRadii) {
          if let other = args.given(radii).first {
            throw args.error(
              .conflictingParameters(["cornerRadii", other], detail: "give cornerRadii or the corners' radii"),
              parameter: other)
          }
          return UnevenRoundedRectangle(cornerRadii: corners, style: style).node
        }
        var given: [CGFloat] = []
        for name in radii { given.append(try args.value(name, .length) ?? 0) }
        return UnevenRoundedRectangle(
          topLeadingRadius: given[0], bottomLeadingRadius: given[1], bottomTrailingRadius: given[2],
          topTrailingRadius: given[3], style: style
        ).node
      })
  }
}
