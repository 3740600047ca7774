import TrellisCore

extension Node {
  /// One node for the views a reader's closure built: the view itself when there is one, else a
  /// `ZStack(alignment: .topLeading)` of them (as SwiftUI's `GeometryReader` stacks its content).
  static func single(_ nodes: [Node]) -> Node {
    if nodes.count == 1 { return nodes[0] }
    return Node(layout: ZStackLayout(alignment: .topLeading), typeName: "ZStack", children: nodes)
  }
}
