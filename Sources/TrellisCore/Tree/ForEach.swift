/// Views computed from a collection of data, each identified by an id (SwiftUI's `ForEach`).
///
/// Each produced node without an explicit id gets the item's id (as a string), so results are keyed by it. As in
/// SwiftUI, the ids need only be unique within this `ForEach`: two loops over the same data, in one container or
/// in two, lay out (see "Identity" in Documentation/Layout.md).
///
/// ```swift
/// HStack { ForEach(["a", "b"], id: \.self) { name in Text(name) } }   // nodes "a" and "b"
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: Sendable {
  /// The produced nodes.
  package let nodes: [Node]

  /// Views for each element of `data`, identified by the key path `id`.
  ///
  /// Data of more than ``TrellisLimits/maxNodes`` elements (`0..<999_999_999`) builds no views, since their nodes
  /// would be above the tree's node limit anyway: the loop is one node whose layout fails with
  /// `LayoutError.invalidInput` naming the count and the limit, and `content` is never called. SwiftUI builds a lazy
  /// container's views on demand instead; Trellis lays out every view.
  ///
  /// - Complexity: O(n) views built for n ≤ ``TrellisLimits/maxNodes`` elements, O(1) above.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @NodeBuilder content: (Data.Element) -> [Node]) {
    let count = data.count
    guard count <= TrellisLimits.maxNodes else {
      nodes = [Node(layout: CountLimitLayout(name: "ForEach", count: count), typeName: "ForEach", children: [])]
      return
    }
    var nodes: [Node] = []
    nodes.reserveCapacity(count)
    let scope = IDScope()
    for element in data {
      let itemID = String(describing: element[keyPath: id])
      let produced = content(element)
      for (k, node) in produced.enumerated() {
        let own = node.id == nil ? (produced.count == 1 ? itemID : "\(itemID).\(k)") : nil
        nodes.append(node.scoped(in: scope, id: own))
      }
    }
    self.nodes = nodes
  }

  /// Views for each element of identifiable data.
  ///
  /// - Complexity: O(n) views built.
  public init(_ data: Data, @NodeBuilder content: (Data.Element) -> [Node])
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for each integer of a range, identified by the integer.
  ///
  /// - Complexity: O(n) views built.
  public init(_ data: Range<Int>, @NodeBuilder content: (Int) -> [Node]) {
    self.init(data, id: \.self, content: content)
  }
}
