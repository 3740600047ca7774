/// The nodes of one pass in breadth-first order, without a reference count per node: `root` owns them all, since a
/// node's children never change after it is made (only its own deinit takes them apart, and `root` keeps every
/// node of the tree alive). What a result keeps of its pass's tree, with the arrays that hold its links and frames.
struct NodeList: RandomAccessCollection, Sendable {
  let root: Node
  /// The pass's per-node arrays (the references are ``PassBuffers/NodeArrays/references``).
  let arrays: PassBuffers.NodeArrays

  init(root: Node, arrays: PassBuffers.NodeArrays) {
    self.root = root
    self.arrays = arrays
  }

  var startIndex: Int { 0 }
  var endIndex: Int { arrays.count }

  subscript(position: Int) -> Node { arrays.references[position].takeUnretainedValue() }

  subscript(node: NodeIndex) -> Node { arrays.references[node.offset].takeUnretainedValue() }
}
