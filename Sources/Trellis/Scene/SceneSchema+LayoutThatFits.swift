extension SceneSchema {
  /// Registers FrameUp's `LayoutThatFits` over SwiftUI stacks:
  /// `{"type": "LayoutThatFits", "in": "horizontal", "layouts": [{"type": "HStack", "spacing": 4}, {"type": "VStack"}]}`.
  mutating func registerLayoutThatFits() {
    register(
      SceneNodeType(
        name: "LayoutThatFits",
        parameters: [
          .init("in", .axes), .init("mode", .choice(of: FitMode.self)), .init("layouts", .any, required: true),
        ],
        acceptsChildren: true
      ) { args, children throws(SceneError) in
        let path = args.path + ".layouts"
        let value = try args.required("layouts", .json)
        guard case .array(let items) = value else { throw mismatch("an array of layouts", value, path) }
        var layouts: [any Layout] = []
        for (k, item) in items.enumerated() {
          layouts.append(try Self.stackLayout(item, path: "\(path)[\(k)]"))
        }
        var fits = LayoutThatFits(layouts)
        try args.read("in", .axes, into: &fits.axes)
        try args.read("mode", .choice(of: FitMode.self), into: &fits.mode)
        return Node(layout: fits, typeName: "LayoutThatFits", children: children)
      })
  }

  /// Reads `{"type": "HStack" | "VStack" | "ZStack", "alignment": …, "spacing": …}` (a ZStack has no spacing).
  static func stackLayout(_ value: JSONValue, path: String) throws(SceneError) -> any Layout {
    guard case .object(let pairs) = value else { throw mismatch("a layout object {\"type\": …}", value, path) }
    let fields = ["type", "alignment", "spacing"]
    for (key, _) in pairs where !fields.contains(key) {
      throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a layout", known: fields))
    }
    let type = try SceneArguments(pairs, path: path, owner: "a layout").required("type", .string)
    guard let stack = stacks[type] else {
      throw SceneError(path: "\(path).type", reason: .invalidChoice(got: type, options: stacks.keys.sorted()))
    }
    let known = ["type"] + stack.parameters.map(\.name)
    for (key, value) in pairs where !known.contains(key) && value != .null {
      throw SceneError(path: "\(path).\(key)", reason: .unknownField(key, owner: "a \(type) layout", known: known))
    }
    return try stack.make(SceneArguments(pairs, path: path, owner: "a \(type) layout"))
  }
}
