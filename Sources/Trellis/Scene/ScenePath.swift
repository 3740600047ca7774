/// The JSON path of a node or modifier while a scene's tree is built (`root.children[2].modifiers[0]`), written out
/// only when asked: an error names it, a tree that builds never spells it. Each step is one small object pointing to
/// its parent, so building a tree of n nodes costs n steps instead of n strings as long as their paths.
final class ScenePath: Sendable {
  /// One step below the parent.
  enum Step: Sendable {
    /// A path given as text (the tree's root, `"root"`).
    case text(String)
    /// The parent's `children[k]`.
    case child(Int)
    /// The parent's `modifiers[k]`.
    case modifier(Int)
  }

  private let parent: ScenePath?
  private let step: Step

  /// A path given as text.
  init(_ text: String) {
    parent = nil
    step = .text(text)
  }

  private init(parent: ScenePath, step: Step) {
    self.parent = parent
    self.step = step
  }

  /// The path of the `k`-th child.
  func child(_ k: Int) -> ScenePath { ScenePath(parent: self, step: .child(k)) }

  /// The path of the `k`-th modifier.
  func modifier(_ k: Int) -> ScenePath { ScenePath(parent: self, step: .modifier(k)) }

  /// The path as text, exactly as the scene reader writes it.
  ///
  /// - Complexity: O(depth + length).
  var text: String {
    var steps: [Step] = []
    var current: ScenePath? = self
    while let path = current {
      steps.append(path.step)
      current = path.parent
    }
    var text = ""
    for step in steps.reversed() {
      switch step {
      case .text(let base): text += base
      case .child(let k): text += ".children[\(k)]"
      case .modifier(let k): text += ".modifiers[\(k)]"
      }
    }
    return text
  }
}
