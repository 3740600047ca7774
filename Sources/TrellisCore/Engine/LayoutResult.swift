/// The outcome of a layout pass: the root's size and every visible node's frame in root coordinates.
///
/// ```swift
/// let result = try VStack { Box(width: 40, height: 20).id("a") }.layout(in: Size(width: 100, height: 100))
/// result["a"]   // Rect(x: 0, y: 0, width: 40, height: 20)
/// ```
public struct LayoutResult: Sendable, Equatable {
  /// One visible node, in document order (a pre-order walk of the tree).
  public struct Entry: Sendable, Equatable {
    /// The node's id, if any.
    public var id: String?
    /// The node's type name (`"HStack"`, `"Box"`, `"frame"`, …).
    public var typeName: String
    /// What the node is.
    public var role: Role
    /// The node's frame relative to the root's top-left corner.
    public var frame: Rect
    /// Nesting depth (the root is 0).
    public var depth: Int
    /// The node's path, as in scene files (`root.children[1]`).
    public var path: String
    /// Index of the parent entry in ``LayoutResult/entries``, or `nil` for the root.
    public var parent: Int?
  }

  /// Whether a node is a leaf, a container or a single-child modifier.
  public enum Role: String, Sendable, Equatable {
    case leaf, container, modifier
  }

  /// Counts gathered during the pass.
  public struct Statistics: Sendable, Equatable {
    /// Nodes in the tree.
    public var nodeCount: Int
    /// Sizes asked for (`sizeThatFits` calls through subview proxies, including cached answers).
    public var sizeRequests: Int
    /// Sizes computed (cache misses), over all nodes.
    public var sizeComputations: Int
    /// Sizes computed by leaves (text measurements and other leaf measure functions).
    public var leafMeasurements: Int
  }

  /// The root's size.
  public var size: Size
  /// Every visible node in document order.
  public var entries: [Entry]
  /// Counts gathered during the pass.
  public var statistics: Statistics
  /// Frames of the nodes that have an id.
  public var frames: [String: Rect]

  /// The frame of the node with `id`, or `nil` when there is no such visible node.
  ///
  /// - Complexity: O(1) on average.
  public subscript(id: String) -> Rect? { frames[id] }

  public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
    a.size == b.size && a.entries == b.entries
  }
}
