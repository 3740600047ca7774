extension FlattenedTree {
  /// A flattened tree's links, and the questions they answer: its nodes (unretained), each node's parent, children
  /// and layout slot. A plain value (buffer pointers only), copied without reference counting.
  ///
  /// - Complexity: O(1) for every member whose documentation does not say otherwise.
  struct Links {
    let references: UnsafeMutableBufferPointer<Unmanaged<Node>>
    let parent: UnsafeMutableBufferPointer<Int32>
    let firstChild: UnsafeMutableBufferPointer<Int32>
    let layoutSlot: UnsafeMutableBufferPointer<Int32>

    /// Each node's child count.
    @inline(__always) var childCount: PassBuffers.NodeArrays.ChildCounts { .init(firstChild: firstChild) }

    /// The indices of node `k`'s children.
    @inline(__always) func children(of k: Int) -> Range<Int> {
      let first = Int(firstChild[k])
      return first..<(first + Int(childCount[k]))
    }

    /// Whether node `k` is a modifier, read without retaining it.
    @inline(__always) func isModifier(_ k: Int) -> Bool {
      references[k]._withUnsafeGuaranteedRef { $0.traits.kind == .modifier }
    }

    /// Whether node `k` is a ``Spacer``, read without retaining it.
    @inline(__always) func isSpacer(_ k: Int) -> Bool {
      references[k]._withUnsafeGuaranteedRef { $0.traits.kind == .spacer }
    }

    /// The layout of container or modifier `k`, or `nil` for a leaf.
    @inline(__always) func layout(_ k: Int) -> (any ErasedLayout)? {
      guard layoutSlot[k] >= 0 else { return nil }
      return references[k]._withUnsafeGuaranteedRef { node -> (any ErasedLayout)? in
        if case .layout(let box) = node.content { return box }
        return nil
      }
    }

    /// How many levels below the root node `k` is.
    ///
    /// - Complexity: O(depth).
    func depth(of k: Int) -> Int {
      var depth = 0
      var k = k
      while parent[k] >= 0 {
        depth += 1
        k = Int(parent[k])
      }
      return depth
    }

    /// Whether node `k`'s size depends on where it is, not only on its subtree and proposal: a divider (the axis of
    /// the container above its modifiers) and the modifiers around one, or a grid row (whether its parent is a grid).
    /// The same node elsewhere answers otherwise, so it is not remembered.
    ///
    /// - Complexity: O(modifiers around the node).
    func readsItsContainer(_ k: Int) -> Bool {
      var n = k
      while true {
        let (divider, gridRow, modifier) = references[n]._withUnsafeGuaranteedRef { node -> (Bool, Bool, Bool) in
          switch node.content {
          case .divider: return (true, false, false)
          case .layout(let box): return (false, box.layoutType == GridRowLayout.self, node.isModifier)
          default: return (false, false, false)
          }
        }
        if divider || (gridRow && n == k) { return true }
        guard modifier, childCount[n] > 0 else { return false }
        n = Int(firstChild[n])
      }
    }
  }
}
