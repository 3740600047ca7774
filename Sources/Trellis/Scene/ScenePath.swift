/// The JSON path of a node or modifier while a scene is read and its tree is built
/// (`root.children[2].modifiers[0]`), written out only when asked: an error names it, a scene that reads and builds
/// never spells it. A path is its last step and a link to its parent's path; a node makes one link for all its
/// children and modifiers, so a leaf without modifiers allocates nothing for its path and a tree of n nodes never makes
/// n strings as long as their paths.
struct ScenePath: Sendable {
  /// One step below the parent.
  enum Step: Sendable {
    /// A path given as text (the tree's root, `"root"`).
    case text(String)
    /// The parent's `children[k]`.
    case child(Int)
    /// The parent's `modifiers[k]`.
    case modifier(Int)
    /// The parent's field `name` (a node-valued parameter of a modifier).
    case field(String)
  }

  /// A path shared by the paths below it.
  final class Link: Sendable {
    let path: ScenePath
    init(_ path: ScenePath) { self.path = path }
  }

  private let parent: Link?
  private let step: Step

  /// A path given as text.
  init(_ text: String) {
    parent = nil
    step = .text(text)
  }

  private init(parent: Link, step: Step) {
    self.parent = parent
    self.step = step
  }

  /// The link the paths below this one share (one allocation per node with children or modifiers).
  var link: Link { Link(self) }

  /// The path of the `k`-th child of the path `parent` links to.
  static func child(_ k: Int, of parent: Link) -> ScenePath { ScenePath(parent: parent, step: .child(k)) }

  /// The path of the `k`-th modifier of the path `parent` links to.
  static func modifier(_ k: Int, of parent: Link) -> ScenePath { ScenePath(parent: parent, step: .modifier(k)) }

  /// The path of the field `name` of the object `parent` links to.
  static func field(_ name: String, of parent: Link) -> ScenePath { ScenePath(parent: parent, step: .field(name)) }

  /// The path as text, exactly as the scene reader writes it.
  ///
  /// - Complexity: O(depth + length).
  var text: String {
    var steps: [Step] = [step]
    var current = parent
    while let link = current {
      steps.append(link.path.step)
      current = link.path.parent
    }
    var text = ""
    for step in steps.reversed() {
      switch step {
      case .text(let base): text += base
      case .child(let k): text += ".children[\(k)]"
      case .modifier(let k): text += ".modifiers[\(k)]"
      case .field(let name): text += ".\(name)"
      }
    }
    return text
  }
}
