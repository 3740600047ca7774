import Trellis

extension FixedTreeInput {
  /// The view tree of a description, written as a user writes it: `HStack(spacing:) { for … }` and `VStack` over the
  /// children, `.padding(4)`, `Box(width:height:)`.
  ///
  /// - Complexity: O(nodes).
  /// The tree with ids, built through the builders: each description node's view given `.id(ids[k])` (before its
  /// paddings) in pre-order, as ``sceneWithIDs(_:)`` names the scene's nodes; `next` counts the ids used.
  ///
  /// - Complexity: O(nodes).
  static func buildWithBuilders(_ spec: Spec, ids: [String], next: inout Int) -> Node {
    var paddings = 0
    var spec = spec
    while case .padding(let child) = spec {
      paddings += 1
      spec = child
    }
    let id = ids[next]
    next += 1
    var node: Node
    switch spec {
    case .box(let width, let height): node = Box(width: width, height: height).node.id(id)
    case .padding: preconditionFailure("paddings were unwrapped above")
    case .stack(let horizontal, let children):
      var built: [Node] = []
      built.reserveCapacity(children.count)
      for child in children { built.append(buildWithBuilders(child, ids: ids, next: &next)) }
      node = (horizontal ? HStack(spacing: gap) { built }.node : VStack(spacing: gap) { built }.node).id(id)
    }
    for _ in 0..<paddings { node = node.padding(gap) }
    return node
  }

  static func buildWithBuilders(_ spec: Spec) -> Node {
    switch spec {
    case .box(let width, let height): return Box(width: width, height: height).node
    case .padding(let child): return buildWithBuilders(child).padding(gap)
    case .stack(let horizontal, let children):
      if horizontal {
        return HStack(spacing: gap) { for child in children { buildWithBuilders(child) } }.node
      }
      return VStack(spacing: gap) { for child in children { buildWithBuilders(child) } }.node
    }
  }

  /// The description as a scene (the JSON scene format's value): `Box`, `HStack` and `VStack` nodes with their
  /// parameters, each `.padding(4)` a `padding` modifier of the node it wraps (nested paddings, several modifiers).
  ///
  /// - Complexity: O(nodes).
  static func scene(_ spec: Spec) -> Scene {
    Scene(proposal: ProposedViewSize(TreeInput.proposal), root: sceneNode(spec))
  }

  /// The scene node of a description; `modifiers` are the paddings around it, innermost first.
  ///
  /// - Complexity: O(nodes).
  static func sceneNode(_ spec: Spec, modifiers: [SceneModifier] = []) -> SceneNode {
    switch spec {
    case .box(let width, let height):
      return SceneNode(
        type: "Box", parameters: [("width", .number(width)), ("height", .number(height))], modifiers: modifiers)
    case .padding(let child):
      return sceneNode(
        child, modifiers: [SceneModifier(type: "padding", parameters: [("length", .number(gap))])] + modifiers)
    case .stack(let horizontal, let children):
      return SceneNode(
        type: horizontal ? "HStack" : "VStack", parameters: [("spacing", .number(gap))],
        children: children.map { sceneNode($0) }, modifiers: modifiers)
    }
  }

  /// The scene with every node given an id (`n0`, `n1`, … in pre-order), as a pipeline's scenes name what they read
  /// back: the JSON rows' input.
  ///
  /// - Complexity: O(nodes).
  static func sceneWithIDs(_ spec: Spec) -> Scene {
    var scene = scene(spec)
    var next = 0
    func name(_ node: inout SceneNode) {
      node.id = "n\(next)"
      next += 1
      for k in node.children.indices { name(&node.children[k]) }
    }
    name(&scene.root)
    return scene
  }

  /// The figures every build row reports, from laying out one tree it built (untimed): node count and root size.
  ///
  /// - Complexity: one layout.
  static func buildFigures(_ root: Node) throws -> Figures {
    let result = try LayoutEngine().layout(root, in: TreeInput.proposal)
    return [
      "nodes": .number(Double(result.statistics.nodeCount)), "root width": .number(result.size.width),
      "root height": .number(result.size.height),
    ]
  }
}
