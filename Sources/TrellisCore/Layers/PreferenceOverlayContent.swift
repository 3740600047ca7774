/// The embedded content of a preference overlay (``View/overlayPreferenceValue(_:alignment:_:)``): reads `K`'s value
/// from the overlay's primary view's subtree, with each anchor at the frame the layout's last pass placed its view at
/// (``ReaderFrames/readAnchor(_:)``), and lays out what `content` builds from it, as an overlay lays out its content.
struct PreferenceOverlayContent<K: PreferenceKey>: EmbeddedContent {
  /// The view whose subtree sets the value: the overlay's other child.
  let primary: Node
  let isBackground: Bool
  let alignment: Alignment
  let content: @Sendable (K.Value) -> [Node]

  func layout(proposal: ProposedViewSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
    let scope = engine.configuration.readers
    // This node is the overlay's secondary child; the primary is its sibling (the overlay is not a modifier, so
    // each child is a step of its own).
    let primaryKey = scope?.node.map { key in
      var steps = key.path.steps
      if !steps.isEmpty { steps[steps.count - 1] = .child(isBackground ? 1 : 0) }
      return PlacedKey(path: NodePath(steps: steps), level: 0)
    }
    let value = Self.value(of: primary, at: primaryKey, frames: scope?.frames) ?? K.defaultValue
    let nodes = content(value)
    let root: Node
    switch nodes.count {
    case 0: return LayoutResult(size: .zero, entries: [], statistics: Self.noStatistics, frames: [:])
    case 1: root = nodes[0]
    default: root = Node(layout: ZStackLayout(alignment: alignment), typeName: "ZStack", children: nodes)
    }
    do {
      return try LayoutResult.nested(root, proposal: proposal, engine: engine)
    } catch {
      // Content built from an anchor this pass did not know may fail where the real frame would not: the pass is
      // laid out again (see ``GeometryReaderContent``).
      if let scope, scope.frames.readUnknown {
        return LayoutResult(size: .zero, entries: [], statistics: Self.noStatistics, frames: [:])
      }
      throw error
    }
  }

  /// The value `K` has for the subtree under `node` (whose key in the layout is `key`): each node's value is the
  /// reduction of its children's, in order, then changed by its own writers, innermost first; `nil` when no node
  /// writes `K`. Embedded content is not read.
  ///
  /// - Complexity: O(nodes under `node`), iteratively (a deep chain of modifiers does not recurse).
  static func value(of node: Node, at key: PlacedKey?, frames: ReaderFrames?) -> K.Value? {
    let id = ObjectIdentifier(K.self)
    func visit(_ node: Node, _ key: PlacedKey?) -> Visit {
      Visit(node: node, key: key, children: node.traits.kind == .embedded ? [] : node.children, next: 0, value: nil)
    }
    var stack = [visit(node, key)]
    while var top = stack.popLast() {
      if top.next < top.children.count {
        let child = top.children[top.next]
        let childKey = top.key.map { key in
          top.node.isModifier
            ? PlacedKey(path: key.path, level: key.level + 1)
            : PlacedKey(path: key.path.appending(.child(top.next)), level: 0)
        }
        top.next += 1
        stack.append(top)
        stack.append(visit(child, childKey))
        continue
      }
      var value = top.value
      for writer in top.node.attributes.preferences where writer.key == id {
        let frame = writer.readsFrame ? top.key.flatMap { frames?.readAnchor($0) } ?? .zero : .zero
        value = writer.write(value, frame) as? K.Value
      }
      guard let value else { continue }
      guard let last = stack.indices.last else { return value }
      if var combined = stack[last].value {
        K.reduce(value: &combined) { value }
        stack[last].value = combined
      } else {
        stack[last].value = value
      }
    }
    return nil
  }

  /// A node of the walk in ``value(of:at:frames:)``: its key, its children, the next one to read, and the value of
  /// those read so far.
  private struct Visit {
    let node: Node
    let key: PlacedKey?
    let children: [Node]
    var next: Int
    var value: K.Value?
  }

  private static var noStatistics: LayoutResult.Statistics {
    LayoutResult.Statistics(nodeCount: 0, sizeRequests: 0, sizeComputations: 0, leafMeasurements: 0)
  }
}
