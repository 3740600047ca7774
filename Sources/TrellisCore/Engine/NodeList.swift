/// The nodes of one pass in breadth-first order, without a reference count per node: `root` owns them all, since a
/// node's children never change after it is made (only its own deinit takes them apart, and `root` keeps every
/// node of the tree alive).
struct NodeList: RandomAccessCollection, Sendable {
  let root: Node
  private let storage: PassStorage

  init(root: Node, storage: PassStorage) {
    self.root = root
    self.storage = storage
  }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }

  subscript(position: Int) -> Node { storage.references[position].takeUnretainedValue() }

  subscript(node: NodeIndex) -> Node { storage.references[node.offset].takeUnretainedValue() }
}
