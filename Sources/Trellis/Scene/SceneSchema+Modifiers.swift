extension SceneSchema {
  static let flexibleFrameNames = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

  /// The `alignmentGuide` guides by name, each setting its guide to a constant.
  static let alignmentGuides: [String: @Sendable (Node, CGFloat) -> Node] = [
    "top": { node, value in node.alignmentGuide(VerticalAlignment.top) { _ in value } },
    "firstTextBaseline": { node, value in node.alignmentGuide(VerticalAlignment.firstTextBaseline) { _ in value } },
    "lastTextBaseline": { node, value in node.alignmentGuide(VerticalAlignment.lastTextBaseline) { _ in value } },
    "bottom": { node, value in node.alignmentGuide(VerticalAlignment.bottom) { _ in value } },
    "leading": { node, value in node.alignmentGuide(HorizontalAlignment.leading) { _ in value } },
    "center": { node, value in node.alignmentGuide(HorizontalAlignment.center) { _ in value } },
    "trailing": { node, value in node.alignmentGuide(HorizontalAlignment.trailing) { _ in value } },
  ]

  /// Registers SwiftUI's modifiers: frame, padding, fixedSize, offset, aspectRatio, layoutPriority, alignmentGuide.
  /// Absent parameters are left out of the Swift call, so they take the Swift API's defaults.
  mutating func registerCoreModifiers() {
    let frameParameters: [SceneParameter] =
      ["width", "height"].map { SceneParameter($0, .length) }
      + Self.flexibleFrameNames.map { SceneParameter($0, .lengthOrInfinity) }
      + [SceneParameter("alignment", .choice(Alignment.named))]
    register(SceneModifierType(name: "frame", parameters: frameParameters, apply: Self.frame))
    register(
      SceneModifierType(
        name: "padding", parameters: [.init("length", .number), .init("edges", .edges), .init("insets", .insets)],
        apply: Self.padding))
    register(
      SceneModifierType(name: "fixedSize", parameters: [.init("horizontal", .bool), .init("vertical", .bool)]) {
        args, node throws(SceneError) in
        Self.withGiven(
          try args.value("horizontal", .bool), try args.value("vertical", .bool), none: { node.fixedSize() },
          first: { node.fixedSize(horizontal: $0) }, second: { node.fixedSize(vertical: $0) },
          both: { node.fixedSize(horizontal: $0, vertical: $1) })
      })
    register(
      SceneModifierType(name: "offset", parameters: [.init("x", .number), .init("y", .number)]) {
        args, node throws(SceneError) in
        Self.withGiven(
          try args.value("x", .number), try args.value("y", .number), none: { node.offset() },
          first: { node.offset(x: $0) }, second: { node.offset(y: $0) }, both: { node.offset(x: $0, y: $1) })
      })
    register(
      SceneModifierType(
        name: "aspectRatio", parameters: [.init("ratio", .length), .init("contentMode", .choice(of: ContentMode.self))]
      ) { args, node throws(SceneError) in
        let ratio = try args.value("ratio", .length)
        if let ratio, ratio <= 0 { throw args.error(.outOfRange(value: ratio, bound: .positive), parameter: "ratio") }
        guard let mode = try args.value("contentMode", .choice(of: ContentMode.self)) else {
          return node.aspectRatio(ratio)
        }
        return node.aspectRatio(ratio, contentMode: mode)
      })
    register(
      SceneModifierType(name: "layoutPriority", parameters: [.init("value", .number, required: true)]) {
        args, node throws(SceneError) in node.layoutPriority(try args.required("value", .number))
      })
    register(
      SceneModifierType(
        name: "alignmentGuide",
        parameters: [
          .init("guide", .choice(Self.alignmentGuides), required: true), .init("value", .number, required: true),
        ]
      ) { args, node throws(SceneError) in
        let guide = try args.required("guide", .choice(Self.alignmentGuides))
        return guide(node, try args.required("value", .number))
      })
  }

  /// Calls the form of a Swift API that takes exactly the given ones of two optional arguments, so an absent
  /// argument keeps the Swift default.
  static func withGiven<A, B, R>(
    _ a: A?, _ b: B?, none: () -> R, first: (A) -> R, second: (B) -> R, both: (A, B) -> R
  ) -> R {
    switch (a, b) {
    case (nil, nil): none()
    case (let a?, nil): first(a)
    case (nil, let b?): second(b)
    case (let a?, let b?): both(a, b)
    }
  }

  static func frame(_ args: SceneArguments, _ node: Node) throws(SceneError) -> Node {
    let fixed = args.given(["width", "height"])
    let flexible = args.given(flexibleFrameNames)
    if !flexible.isEmpty && !fixed.isEmpty {
      throw args.error(
        .conflictingParameters(
          fixed + flexible,
          detail: "mixes fixed (\(fixed.joined(separator: ", "))) and flexible (\(flexible.joined(separator: ", "))) "
            + "dimensions; use two frame modifiers"))
    }
    let alignment = try args.value("alignment", .choice(Alignment.named))
    if flexible.isEmpty {
      let width = try args.value("width", .length)
      let height = try args.value("height", .length)
      guard let alignment else { return node.frame(width: width, height: height) }
      return node.frame(width: width, height: height, alignment: alignment)
    }
    var d: [CGFloat?] = []
    for name in flexibleFrameNames { d.append(try args.value(name, .lengthOrInfinity)) }
    guard let alignment else {
      return node.frame(
        minWidth: d[0], idealWidth: d[1], maxWidth: d[2], minHeight: d[3], idealHeight: d[4], maxHeight: d[5])
    }
    return node.frame(
      minWidth: d[0], idealWidth: d[1], maxWidth: d[2], minHeight: d[3], idealHeight: d[4], maxHeight: d[5],
      alignment: alignment)
  }

  static func padding(_ args: SceneArguments, _ node: Node) throws(SceneError) -> Node {
    if let insets = try args.value("insets", .insets) {
      let others = args.given(["length", "edges"])
      if !others.isEmpty {
        throw args.error(
          .conflictingParameters(["insets"] + others, detail: "give either insets, or edges and length"),
          parameter: "insets")
      }
      return node.padding(insets)
    }
    let length: CGFloat? = try args.value("length", .number)
    if let edges = try args.value("edges", .edges) { return node.padding(edges, length) }
    guard let length else { return node.padding() }
    return node.padding(length)
  }
}
