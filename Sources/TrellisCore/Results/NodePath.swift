/// Where a node is in a tree, as scene files and error messages spell it: `root.children[2].children[0]`.
///
/// Modifiers are part of the node they wrap, so they add no step; `.content` steps from an embedded node (a reader)
/// into the tree of its nested pass. A path from the root of nested content is moved under the embedded node with
/// ``appending(_:)-(NodePath)``.
struct NodePath: Hashable, Sendable, CustomStringConvertible {
  /// One step down the tree.
  enum Step: Hashable, Sendable {
    /// To the child at this position among its parent's children.
    case child(Int)
    /// Into an embedded node's nested layout.
    case content
  }

  /// The steps from the root, outermost first.
  private(set) var steps: [Step]

  /// The root's path.
  static let root = NodePath(steps: [])

  init(steps: [Step]) { self.steps = steps }

  /// Parses the spelling of ``description``; `nil` for any other text.
  init?(parsing text: String) {
    guard text.hasPrefix("root") else { return nil }
    var steps: [Step] = []
    var rest = Substring(text).dropFirst(4)
    while !rest.isEmpty {
      if rest.hasPrefix(".content") {
        steps.append(.content)
        rest = rest.dropFirst(8)
      } else if rest.hasPrefix(".children["), let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(rest.startIndex, offsetBy: 10)..<close]), index >= 0
      {
        steps.append(.child(index))
        rest = rest[rest.index(after: close)...]
      } else {
        return nil
      }
    }
    self.steps = steps
  }

  var isRoot: Bool { steps.isEmpty }

  /// This path one step further down.
  func appending(_ step: Step) -> NodePath { NodePath(steps: steps + [step]) }

  /// `inner`, a path from the root of nested content, moved under this path.
  func appending(_ inner: NodePath) -> NodePath { NodePath(steps: steps + inner.steps) }

  var description: String {
    var text = "root"
    for step in steps {
      switch step {
      case .child(let index): text += ".children[\(index)]"
      case .content: text += ".content"
      }
    }
    return text
  }
}
